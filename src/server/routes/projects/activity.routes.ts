import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { listActivity } from "./activity.service";
import { activityListSchema, projectParams } from "./project-route-schemas";

const activityRoute = createRoute({
  method: "get",
  path: "/projects/{id}/activity",
  tags: ["Activity"],
  summary: "Project History: the newest 100 entries, newest first",
  request: { params: projectParams },
  responses: {
    200: jsonContent(activityListSchema, "Activity entries"),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const activityRoutes = createRouter().openapi(activityRoute, async (c) => {
  const access = await authorizeProject(c, c.req.valid("param").id, "view");
  return c.json({ items: await listActivity(c.var.deps.db, access.projectId) }, 200);
});
