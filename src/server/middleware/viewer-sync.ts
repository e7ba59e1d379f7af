import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A mutation answers only once this instance's viewer cache has seen every change committed
 * before it: a sign-out, a role change or a deactivation made here is refused or applied at the
 * caller's very next request, not a notification's delivery later. Reads skip this.
 */
export const viewerCacheSync = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (SAFE_METHODS.has(c.req.method)) return;
  const { viewerCache, db } = c.get("deps");
  await viewerCache?.sync(db.$client);
});
