import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { requireAction, requireViewer } from "#server/policy/index";
import { teamListSchema, teamMemberSchema, updateRoleSchema } from "#shared/schemas/team";
import { listDirectory, listTeam, updateRole } from "./team.service";

const listTeamRoute = createRoute({
  method: "get",
  path: "/team",
  tags: ["Team"],
  summary: "All team members with their roles (Admin)",
  responses: { 200: jsonContent(teamListSchema, "The team"), 401: errorResponses[401], 403: errorResponses[403] },
});

const directoryRoute = createRoute({
  method: "get",
  path: "/users/directory",
  tags: ["Team"],
  summary: "Colleagues the signed-in user can pick, excluding themselves",
  responses: { 200: jsonContent(teamListSchema, "Colleagues"), 401: errorResponses[401] },
});

const updateRoleRoute = createRoute({
  method: "patch",
  path: "/team/{userId}/role",
  tags: ["Team"],
  summary: "Change a member's role (Admin). The last Admin cannot be demoted.",
  request: {
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: jsonBody(updateRoleSchema),
  },
  responses: {
    200: jsonContent(teamMemberSchema, "The updated member"),
    ...errorResponses,
  },
});

export const teamRoutes = createRouter()
  .openapi(listTeamRoute, async (c) => {
    await requireAction(c, "viewTeam");
    return c.json({ users: await listTeam(c.get("deps").db) }, 200);
  })
  .openapi(directoryRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ users: await listDirectory(c.get("deps").db, viewer.id) }, 200);
  })
  .openapi(updateRoleRoute, async (c) => {
    await requireAction(c, "changeRoles");
    const { userId } = c.req.valid("param");
    const { role } = c.req.valid("json");
    return c.json(await updateRole(c.get("deps").db, userId, role), 200);
  });
