import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Viewer } from "#server/context";
import { projectShares } from "#server/db/schema/index";
import { notFound } from "#server/lib/errors";
import { isUuid } from "#shared/schemas/common";
import { requireViewer } from "./viewer";

export const SHARE_NOT_FOUND = "Share not found";

/**
 * Only a share's recipient may answer it. Anyone else, like an unknown id,
 * gets the same 404, so share ids reveal nothing.
 */
export async function authorizeShareRecipient(
  c: Context<AppEnv>,
  shareId: string,
): Promise<{ viewer: Viewer; shareId: string }> {
  const viewer = await requireViewer(c);
  if (!isUuid(shareId)) throw notFound(SHARE_NOT_FOUND);
  const [row] = await c.var.deps.db
    .select({ id: projectShares.id })
    .from(projectShares)
    .where(and(eq(projectShares.id, shareId), eq(projectShares.sharedWith, viewer.id)));
  if (!row) throw notFound(SHARE_NOT_FOUND);
  return { viewer, shareId };
}
