import type { ProgressExportInput } from "#shared/schemas/progress";
import { api, unwrap } from "#web/lib/api-client";

/** Records in the project's activity that its report or history left the app. */
export function recordProgressExport(projectId: string, format: ProgressExportInput["format"]) {
  return unwrap(api.projects[":id"].progress.exports.$post({ param: { id: projectId }, json: { format } }));
}
