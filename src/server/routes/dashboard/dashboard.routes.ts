import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { requireAction, requireViewer, visibleProjectsCondition } from "#server/policy/index";
import { can } from "#shared/permissions";
import { adminDashboardSchema, dashboardQuerySchema, dashboardSummarySchema } from "#shared/schemas/dashboard";
import { adminDashboard, dashboardSummary } from "./dashboard.service";

const tags = ["Dashboard"];
const { 400: badInput, 401: unauthorized, 403: notAllowed } = errorResponses;

const summaryRoute = createRoute({
  method: "get",
  path: "/dashboard",
  tags,
  summary: "The signed-in user's dashboard sections, over the projects they may see",
  description:
    "Your Projects, the Publishing Pipeline, Upcoming Projects, Recent Activity and, for Writer, Editor, " +
    "Illustrator and Typesetter, the count of their assigned projects in their stage. `today` is the " +
    "viewer's own calendar day.",
  request: { query: dashboardQuerySchema },
  responses: { 200: jsonContent(dashboardSummarySchema, "Dashboard sections"), 400: badInput, 401: unauthorized },
});

const adminRoute = createRoute({
  method: "get",
  path: "/dashboard/admin",
  tags,
  summary: "The Admin panel: stat cards, today's staff activity and the projects overview (Admin)",
  request: { query: dashboardQuerySchema },
  responses: {
    200: jsonContent(adminDashboardSchema, "Admin dashboard"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
  },
});

export const dashboardRoutes = createRouter()
  .openapi(summaryRoute, async (c) => {
    const viewer = await requireViewer(c);
    const scope = { visible: visibleProjectsCondition(viewer), seesAll: can(viewer.role, "viewAdminDashboard") };
    return c.json(await dashboardSummary(c.var.deps.db, viewer, scope, c.req.valid("query").today), 200);
  })
  .openapi(adminRoute, async (c) => {
    await requireAction(c, "viewAdminDashboard");
    return c.json(await adminDashboard(c.var.deps.db, c.req.valid("query").today), 200);
  });
