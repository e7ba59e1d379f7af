import { createRoute } from "@hono/zod-openapi";
import type { Viewer } from "#server/context";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { getViewer, requireViewer } from "#server/policy/index";
import { type Me, meSchema, sessionSchema } from "#shared/schemas/team";

const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user and their role",
  responses: { 200: jsonContent(meSchema, "The signed-in user"), 401: errorResponses[401] },
});

/**
 * The page's own question "who is this, if anyone?": nobody signed in is an answer, not an
 * error, so a signed-out visit to the platform leaves no failed request in the browser's console.
 */
const getSession = createRoute({
  method: "get",
  path: "/session",
  tags: ["Account"],
  summary: "The signed-in user and their role, or null when nobody is signed in",
  responses: { 200: jsonContent(sessionSchema, "The visitor's session") },
});

const meOf = (viewer: Viewer): Me => ({
  user: { id: viewer.id, email: viewer.email, full_name: viewer.name, avatar_url: viewer.image },
  role: viewer.role,
});

export const meRoutes = createRouter()
  .openapi(getMe, async (c) => c.json(meOf(await requireViewer(c)), 200))
  .openapi(getSession, async (c) => {
    const viewer = await getViewer(c);
    return c.json({ me: viewer ? meOf(viewer) : null }, 200);
  });
