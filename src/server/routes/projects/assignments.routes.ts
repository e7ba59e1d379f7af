import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { listAssignments, setTeam } from "./assignments.service";
import { assignmentListSchema, projectParams, replaceAssignmentsSchema } from "./project-route-schemas";

const tags = ["Project team"];
const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound } = errorResponses;

const listAssignmentsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/assignments",
  tags,
  summary: "The project team",
  request: { params: projectParams },
  responses: { 200: jsonContent(assignmentListSchema, "Team members"), 401: unauthorized, 404: notFound },
});

const replaceAssignmentsRoute = createRoute({
  method: "put",
  path: "/projects/{id}/assignments",
  tags,
  summary: "Replace the project team (Admin)",
  request: { params: projectParams, body: jsonBody(replaceAssignmentsSchema) },
  responses: {
    200: jsonContent(assignmentListSchema, "The new team"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound,
  },
});

export const assignmentRoutes = createRouter()
  .openapi(listAssignmentsRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json({ items: await listAssignments(c.var.deps.db, access.projectId) }, 200);
  })
  .openapi(replaceAssignmentsRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "assignTeam");
    const { assignments } = c.req.valid("json");
    return c.json({ items: await setTeam(c.var.deps.db, access.viewer, access.projectId, assignments) }, 200);
  });
