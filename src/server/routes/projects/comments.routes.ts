import { createRoute } from "@hono/zod-openapi";
import { answerOnce, idempotencyHeaders } from "#server/idempotency/index";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { commentInputSchema, commentSchemaOut } from "#shared/schemas/project";
import { listComments, postComment } from "./comments.service";
import { commentListSchema, projectParams } from "./project-route-schemas";

const tags = ["Comments"];
const { 400: badInput, 401: unauthorized, 404: notFound, 422: keyReused } = errorResponses;

const listCommentsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/comments",
  tags,
  summary: "Comments, oldest first (the newest 500)",
  request: { params: projectParams },
  responses: { 200: jsonContent(commentListSchema, "Comments"), 401: unauthorized, 404: notFound },
});

const postCommentRoute = createRoute({
  method: "post",
  path: "/projects/{id}/comments",
  tags,
  summary: "Post a comment (anyone who can see the project)",
  request: { params: projectParams, headers: idempotencyHeaders, body: jsonBody(commentInputSchema) },
  responses: {
    201: jsonContent(commentSchemaOut, "The comment"),
    400: badInput,
    401: unauthorized,
    404: notFound,
    422: keyReused,
  },
});

export const commentRoutes = createRouter()
  .openapi(listCommentsRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json({ items: await listComments(c.var.deps.db, access.projectId) }, 200);
  })
  .openapi(postCommentRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "comment");
    const { content } = c.req.valid("json");
    const key = c.req.valid("header")["idempotency-key"];
    const request = ["comment", access.projectId, content];
    return c.json(
      await answerOnce(c, { userId: access.viewer.id, key, request }, (tx) =>
        postComment(tx, access.viewer, access.projectId, content),
      ),
      201,
    );
  });
