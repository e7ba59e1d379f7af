import type { Context } from "hono";
import type { AppEnv } from "#server/context";

/**
 * A mutation answers only once this instance's viewer cache has seen every change committed
 * before it: a sign-out, a role change or a deactivation made here is refused or applied at the
 * caller's very next request, not a notification's delivery later. Reads skip this.
 */
export async function syncViewerCache(c: Context<AppEnv>) {
  const { viewerCache, db } = c.var.deps;
  await viewerCache?.sync(db.$client);
}
