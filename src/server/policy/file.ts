import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Viewer } from "#server/context";
import { ApiError, notFound } from "#server/lib/errors";
import { FILE_NOT_FOUND } from "#shared/files";

export { FILE_NOT_FOUND };

import { isUuid } from "#shared/schemas/common";
import { authorizeProject } from "./project";
import { visibleProjectsCondition } from "./project-viewers";
import { requireViewer } from "./viewer";

/** download: see it and its comments; share: choose who it is shared with (needs edit rights). */
export type FileAction = "download" | "share";

export interface FileAccess {
  viewer: Viewer;
  fileId: string;
  projectId: string;
}

/**
 * A stage file may be downloaded by anyone who can see its project and by the user
 * it is shared with; sharing it needs the project's share right. A file the viewer
 * may not download answers 404 exactly like a missing one.
 */
export async function authorizeFile(c: Context<AppEnv>, fileId: string, action: FileAction): Promise<FileAccess> {
  const viewer = await requireViewer(c);
  if (!isUuid(fileId)) throw notFound(FILE_NOT_FOUND);
  const result = await c.var.deps.db.execute<{ project_id: string; shared_with: string | null }>(sql`
    select s.project_id, f.shared_with
    from stage_files f join project_stages s on s.id = f.stage_id
    where f.id = ${fileId}
  `);
  const row = result.rows[0];
  if (!row) throw notFound(FILE_NOT_FOUND);
  const access = { viewer, fileId, projectId: row.project_id };
  if (action === "download" && row.shared_with === viewer.id) return access;
  try {
    await authorizeProject(c, row.project_id, action === "download" ? "view" : "share");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  return access;
}

/** The same rule for lists, as a condition on `stage_files f` joined to `projects p`. */
export function downloadableFilesCondition(viewer: Viewer): SQL {
  return sql`(${visibleProjectsCondition(viewer, sql.raw("p"))} or f.shared_with = ${viewer.id})`;
}
