import { createRoute, z } from "@hono/zod-openapi";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { requireAction } from "#server/policy/index";
import { activityLogPageSchema, activityLogQuerySchema } from "#shared/schemas/activity-log";
import { activityLogCsv, listActivityLog } from "./activity-log.service";

const tags = ["Activity"];
const { 400: badInput, 401: unauthorized, 403: notAllowed } = errorResponses;
const filtersSchema = activityLogQuerySchema;

const listRoute = createRoute({
  method: "get",
  path: "/activity",
  tags,
  summary: "The activity log across all projects, newest first, one keyset page at a time (Admin)",
  description: "Filter by person (actor), project, and a time range [from, to). Pass nextCursor back as cursor.",
  request: { query: filtersSchema },
  responses: { 200: jsonContent(activityLogPageSchema, "One page"), 400: badInput, 401: unauthorized, 403: notAllowed },
});

const exportRoute = createRoute({
  method: "get",
  path: "/activity/export",
  tags,
  summary: "The filtered activity log as a CSV download, streamed in keyset batches (Admin)",
  request: { query: filtersSchema },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    400: badInput,
    401: unauthorized,
    403: notAllowed,
  },
});

export const activityLogRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    await requireAction(c, "viewActivityLog");
    return c.json(await listActivityLog(c.var.deps.db, c.req.valid("query")), 200);
  })
  .openapi(exportRoute, async (c) => {
    const viewer = await requireAction(c, "viewActivityLog");
    const { cursor: _cursor, limit: _limit, ...filters } = c.req.valid("query");
    const { db } = c.var.deps;
    // The export itself is an audited act: the Admin's, in the log, never a change to a project,
    // so it stays out of a project's history and its members' Recent Activity, even when filtered.
    await recordActivity(db, {
      projectId: null,
      actorId: viewer.id,
      action: ACTIVITY_ACTIONS.activityExported,
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(activityLogCsv(db, filters), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="activity-log-${day}.csv"`,
    });
  });
