import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";
import { forbidden } from "#server/lib/errors";

/**
 * CSRF protection for our own mutating routes (reads never reach it: see guardMutations). A browser always sends Origin on
 * cross-site POST/PUT/PATCH/DELETE; a foreign Origin is refused. A cookie-bearing
 * mutation without Origin is refused too, unless Fetch Metadata says same-origin.
 * Cookie-less clients (curl, server-to-server) without Origin carry no ambient
 * credentials to abuse, so they pass.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  const trusted = c.var.deps.env.TRUSTED_ORIGINS;
  if (origin) {
    if (!trusted.includes(origin)) throw forbidden("Cross-site request refused.");
    return next();
  }
  const hasCookie = !!c.req.header("cookie");
  const sameOrigin = c.req.header("sec-fetch-site") === "same-origin";
  if (hasCookie && !sameOrigin) throw forbidden("Cross-site request refused: the Origin header is missing.");
  return next();
});
