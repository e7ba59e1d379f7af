import { api, unwrap } from "#web/lib/api-client";

/** Stores a PNG or JPG cover for a project (at most 10 MB; the server checks type and size). */
export function uploadProjectCover(projectId: string, file: File) {
  return unwrap(api.projects[":id"].cover.$post({ param: { id: projectId }, form: { file } }));
}
