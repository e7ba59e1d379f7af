import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { requireViewer, visibleProjectsCondition } from "#server/policy/index";
import { boardQuerySchema, boardSchema } from "#shared/schemas/board";
import { getBoard } from "./board.service";

const boardRoute = createRoute({
  method: "get",
  path: "/board",
  tags: ["Progress"],
  summary: "The pipeline board: visible projects in the eight stage columns, with counts and overdue counts",
  description: "Each column lists its 50 most recently changed projects; `today` is the viewer's calendar day.",
  request: { query: boardQuerySchema },
  responses: {
    200: jsonContent(boardSchema, "The columns in stage order"),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export const boardRoutes = createRouter().openapi(boardRoute, async (c) => {
  const viewer = await requireViewer(c);
  return c.json(await getBoard(c.var.deps.db, visibleProjectsCondition(viewer), c.req.valid("query").today), 200);
});
