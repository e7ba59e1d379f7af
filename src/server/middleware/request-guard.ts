import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";
import { ApiError } from "#server/lib/errors";
import { authorizeProject, isAnonymousRequest, requireViewer } from "#server/policy/index";
import { csrfProtection } from "./csrf";
import { syncViewerCache } from "./viewer-sync";

/** JSON and form bodies: far more than any form needs, far less than an abuse. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/**
 * Each field has its own maximum, but a form filled to every field's maximum (thirty 2,000-character
 * accomplishments, say) can pass this: the message says what to do about it.
 */
export const BODY_TOO_LARGE_MESSAGE =
  "This is too much text to save at once (at most 64 KB in all). Shorten the longest parts, then try again.";

/** Upload routes (POST), which keep their own larger limit, checked after who may upload. */
const UPLOAD_PATHS = [
  /^\/api\/projects\/[^/]+\/cover$/,
  /^\/api\/projects\/[^/]+\/stages\/[^/]+\/files$/,
  /^\/api\/account\/avatar$/,
];

const limitJsonBody = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large", BODY_TOO_LARGE_MESSAGE);
  },
});

/**
 * Every /api request body is bounded before anything reads it: a Content-Length over the limit
 * is refused at once, a body without one is refused as soon as the limit is passed.
 */
export const boundedBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "POST" && UPLOAD_PATHS.some((p) => p.test(c.req.path))) return next();
  return limitJsonBody(c, next);
});

/** A project-scoped path: its id is the first segment after /api/projects/. */
const PROJECT_PATH = /^\/api\/projects\/([^/]+)(\/|$)/;

/**
 * A mutation outside the public ones needs a signed-in viewer, settled before the body is parsed:
 * an anonymous caller gets 401, never a validation message about a body it may not send. On a
 * project, a viewer who may not see it gets the same 404 as for a missing one, also before the
 * body; the route's own check then decides the action (403), from the same per-request lookup.
 */
export const signedInWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (isAnonymousRequest(c.req.method, c.req.path)) return next();
  await requireViewer(c);
  const projectId = PROJECT_PATH.exec(c.req.path)?.[1];
  if (projectId) await authorizeProject(c, projectId, "view");
  return next();
});

/** The methods that may change something; every /api request with one passes guardMutations. */
export const MUTATION_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

const checkMutation = every(csrfProtection, boundedBody, signedInWrites);

/**
 * Everything an /api mutation passes before its route: the Origin check, the body bound, a
 * signed-in viewer who may see the project; after the route, the viewer cache catches up with
 * the change. Registered for MUTATION_METHODS only (app.ts), so reads never enter it.
 */
export const guardMutations = createMiddleware<AppEnv>(async (c, next) => {
  await checkMutation(c, next);
  await syncViewerCache(c);
});
