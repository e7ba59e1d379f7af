import { createRoute, z } from "@hono/zod-openapi";
import { pingDatabase } from "#server/db/migrate";
import { createRouter, jsonContent } from "#server/lib/openapi";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "down"]) });

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database reachability",
  responses: {
    200: jsonContent(healthSchema, "The app serves and the database answers"),
    503: jsonContent(healthSchema, "The app serves but the database does not answer"),
  },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const dbUp = await pingDatabase(c.var.deps.db);
  return dbUp
    ? c.json({ status: "ok", db: "ok" } as const, 200)
    : c.json({ status: "degraded", db: "down" } as const, 503);
});
