import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { requireViewer } from "#server/policy/index";
import { meSchema } from "#shared/schemas/team";

const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user and their role",
  responses: { 200: jsonContent(meSchema, "The signed-in user"), 401: errorResponses[401] },
});

export const meRoutes = createRouter().openapi(getMe, async (c) => {
  const viewer = await requireViewer(c);
  return c.json(
    {
      user: { id: viewer.id, email: viewer.email, full_name: viewer.name, avatar_url: viewer.image },
      role: viewer.role,
    },
    200,
  );
});
