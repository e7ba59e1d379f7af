import type { RoleOrUser } from "./roles";

/** A project the viewer may not see answers exactly like a missing one: 404 with this message. */
export const PROJECT_NOT_FOUND = "Project not found";

/**
 * How a user relates to one project. The server computes these facts in a single
 * query; the rules below turn them into decisions, so the UI and the API agree.
 */
export interface ProjectRelation {
  role: RoleOrUser;
  isCreator: boolean;
  /** Listed in project_assignments. */
  isAssignedMember: boolean;
  /** Assignee of any of the project's stages. */
  isStageAssignee: boolean;
  /** Has a share of this project in status 'accepted'. */
  hasAcceptedShare: boolean;
}

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
 * What one viewer may do with one project. Admin may do everything. The creator and assigned
 * team members see, edit, share and upload; a stage assignee or an accepted share only sees.
 * Only Admin or the creator deletes. Whoever sees a project may post progress and comment.
 */
export function projectAbilities(rel: ProjectRelation): ProjectAbilities {
  const isAdmin = rel.role === "Admin";
  const view = isAdmin || rel.isCreator || rel.isAssignedMember || rel.isStageAssignee || rel.hasAcceptedShare;
  const edit = isAdmin || rel.isCreator || rel.isAssignedMember;
  return {
    view,
    edit,
    delete: isAdmin || rel.isCreator,
    share: edit,
    uploadFiles: edit,
    postUpdates: view,
    comment: view,
  };
}
