/** A project the viewer may not see answers exactly like a missing one: 404 with this message. */
export const PROJECT_NOT_FOUND = "Project not found";

/**
 * The ways a user comes to see a project: being an Admin, having registered it, being on its
 * team, being the assignee of one of its stages, or holding an accepted share of it. The server
 * reads them for one user and one project from the database view project_viewers, the one place
 * that says who sees a project; the rules below turn them into decisions, so the UI and the API
 * agree.
 */
export const PROJECT_WAYS_IN = ["admin", "creator", "team", "stage", "share"] as const;
export type ProjectWayIn = (typeof PROJECT_WAYS_IN)[number];

export interface ProjectAbilities {
  view: boolean;
  edit: boolean;
  delete: boolean;
  share: boolean;
  uploadFiles: boolean;
  postUpdates: boolean;
  comment: boolean;
}

/**
 * What one user may do with one project, from their ways in. Any way in lets them see it.
 * Admin, the creator and team members also edit, share and upload; a stage assignee or an
 * accepted share only sees. Only Admin or the creator deletes. Whoever sees a project may post
 * progress and comment.
 */
export function projectAbilities(waysIn: readonly ProjectWayIn[]): ProjectAbilities {
  const has = (way: ProjectWayIn) => waysIn.includes(way);
  const view = waysIn.length > 0;
  const edit = has("admin") || has("creator") || has("team");
  return {
    view,
    edit,
    delete: has("admin") || has("creator"),
    share: edit,
    uploadFiles: edit,
    postUpdates: view,
    comment: view,
  };
}
