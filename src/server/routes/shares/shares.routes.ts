import { createRoute, z } from "@hono/zod-openapi";
import { answerOnce, idempotencyHeaders } from "#server/idempotency/index";
import { createRouter, errorResponses, idParam, jsonBody, jsonContent } from "#server/lib/openapi";
import { authorizeProject, authorizeShareRecipient, requireViewer } from "#server/policy/index";
import {
  projectShareListSchema,
  SHARE_SUCCESS_MESSAGE,
  shareProjectResponseSchema,
  shareProjectSchema,
  updateShareStatusResponseSchema,
  updateShareStatusSchema,
} from "#shared/schemas/sharing";
import { answerShare, listSharesForUser, shareProject } from "./shares.service";

const tags = ["Sharing"];
const {
  400: badInput,
  401: unauthorized,
  403: notAllowed,
  404: notFound,
  409: conflict,
  422: keyReused,
} = errorResponses;

const projectParams = z.object({ id: idParam("id") });
const shareParams = z.object({ shareId: idParam("shareId") });

const shareRoute = createRoute({
  method: "post",
  path: "/projects/{id}/shares",
  tags,
  summary: "Share a project with one user (Admin, creator, assigned members); again bumps the version",
  request: { params: projectParams, headers: idempotencyHeaders, body: jsonBody(shareProjectSchema) },
  responses: {
    200: jsonContent(shareProjectResponseSchema, "Shared"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound,
    422: keyReused,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/shares",
  tags,
  summary: "Projects shared with the signed-in user (rejected ones hidden)",
  responses: { 200: jsonContent(projectShareListSchema, "Shares"), 401: unauthorized },
});

const answerRoute = createRoute({
  method: "patch",
  path: "/shares/{shareId}",
  tags,
  summary: "Accept or reject a share (its recipient only)",
  request: { params: shareParams, body: jsonBody(updateShareStatusSchema) },
  responses: {
    200: jsonContent(updateShareStatusResponseSchema, "The new status and the project id"),
    400: badInput,
    401: unauthorized,
    404: notFound,
    409: conflict,
  },
});

export const shareRoutes = createRouter()
  .openapi(shareRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "share");
    const input = c.req.valid("json");
    const key = c.req.valid("header")["idempotency-key"];
    const request = ["share", access.projectId, input];
    const share = await answerOnce(c, { userId: access.viewer.id, key, request }, (tx) =>
      shareProject(tx, access.viewer, access.projectId, input),
    );
    return c.json({ message: SHARE_SUCCESS_MESSAGE, share }, 200);
  })
  .openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ items: await listSharesForUser(c.var.deps.db, viewer.id) }, 200);
  })
  .openapi(answerRoute, async (c) => {
    const { viewer, shareId } = await authorizeShareRecipient(c, c.req.valid("param").shareId);
    return c.json(await answerShare(c.var.deps.db, viewer, shareId, c.req.valid("json")), 200);
  });
