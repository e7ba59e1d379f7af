import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { authorizeProject, requireAction } from "#server/policy/index";
import { projectParams } from "#server/routes/projects/project-route-schemas";
import {
  insightsQuerySchema,
  projectInsightsSchema,
  teamAnalyticsQuerySchema,
  teamAnalyticsSchema,
} from "#shared/schemas/analytics";
import { getProjectInsights, getTeamAnalytics } from "./analytics.service";

const tags = ["Analytics"];
const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound } = errorResponses;

const insightsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/insights",
  tags,
  summary: "Hours per stage and per person, days in each stage, and the completion forecast against the deadline",
  request: { params: projectParams, query: insightsQuerySchema },
  responses: {
    200: jsonContent(projectInsightsSchema, "The project's production analytics"),
    400: badInput,
    401: unauthorized,
    404: notFound,
  },
});

const teamRoute = createRoute({
  method: "get",
  path: "/analytics/team",
  tags,
  summary: "Admin: hours per person per week and the median days in each stage across projects",
  request: { query: teamAnalyticsQuerySchema },
  responses: {
    200: jsonContent(teamAnalyticsSchema, "Team analytics"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
  },
});

export const analyticsRoutes = createRouter()
  .openapi(insightsRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json(await getProjectInsights(c.var.deps.db, access.projectId, c.req.valid("query").today), 200);
  })
  .openapi(teamRoute, async (c) => {
    await requireAction(c, "viewAdminDashboard");
    return c.json(await getTeamAnalytics(c.var.deps.db, c.req.valid("query")), 200);
  });
