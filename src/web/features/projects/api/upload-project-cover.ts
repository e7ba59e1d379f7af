import { api, unwrap } from "#web/lib/api-client";

/** Stores a PNG or JPG cover for a project (at most 10 MB; the server checks type and size while streaming). */
export function uploadProjectCover(projectId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return unwrap(api.projects[":id"].cover.$post({ param: { id: projectId } }, { init: { body } }));
}
