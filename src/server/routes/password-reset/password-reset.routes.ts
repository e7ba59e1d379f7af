import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "#server/lib/errors";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { clientIp } from "#server/middleware/client-ip";
import { consumeRateLimit, waitPhrase } from "#server/rate-limit/index";
import { resetLinkLookupQuerySchema, resetLinkStatusSchema } from "#shared/schemas/account";
import { resetLinkWorks } from "./password-reset.service";

/**
 * Lookups per client address per minute. A reset page asks once when it opens; the limit
 * only stops a script from asking about tokens in bulk.
 */
const LOOKUPS_PER_MINUTE = 30;

const lookupRoute = createRoute({
  method: "get",
  path: "/password-reset/lookup",
  tags: ["Account"],
  summary:
    "Whether a password-reset link still works (known, unused, not expired), without using it up; public, for the reset page",
  request: { query: resetLinkLookupQuerySchema },
  responses: {
    200: jsonContent(resetLinkStatusSchema, "Whether the link works"),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export const passwordResetRoutes = createRouter().openapi(lookupRoute, async (c) => {
  const { db, auth } = c.var.deps;
  const decision = await consumeRateLimit(db, `reset-lookup:${clientIp(c) ?? "unknown"}`, {
    windowSeconds: 60,
    max: LOOKUPS_PER_MINUTE,
  });
  if (!decision.allowed) {
    c.header("retry-after", String(decision.retryAfter));
    throw new ApiError(429, "rate_limited", `Too many checks. Please wait ${waitPhrase(decision.retryAfter)}.`);
  }
  return c.json({ valid: await resetLinkWorks(auth, c.req.valid("query").token) }, 200);
});
