import { createRoute } from "@hono/zod-openapi";
import { answerOnce, idempotencyHeaders } from "#server/idempotency/index";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { projectParams } from "#server/routes/projects/project-route-schemas";
import { okSchema } from "#shared/schemas/common";
import {
  progressExportInputSchema,
  progressHistoryQuerySchema,
  progressHistorySchema,
  progressUpdateInputSchema,
  progressUpdateResultSchema,
} from "#shared/schemas/progress";
import { listProgress, postProgress, recordProgressExport } from "./progress.service";

const tags = ["Progress"];
const { 400: badInput, 401: unauthorized, 404: notFound, 422: keyReused } = errorResponses;

const historyRoute = createRoute({
  method: "get",
  path: "/projects/{id}/progress",
  tags,
  summary: "Progress history, newest first, one keyset page at a time, with totals over the whole history",
  description: "Pass nextCursor back as cursor for the next page (limit 1–200, default 50).",
  request: { params: projectParams, query: progressHistoryQuerySchema },
  responses: {
    200: jsonContent(progressHistorySchema, "One page of entries and the totals"),
    400: badInput,
    401: unauthorized,
    404: notFound,
  },
});

const postRoute = createRoute({
  method: "post",
  path: "/projects/{id}/progress",
  tags,
  summary: "Post a progress update (anyone who can see the project); moves the project's stage and progress",
  description:
    "The Update Status dialog sends its lists; the Quick Daily Update sends its description as the single accomplishment.",
  request: { params: projectParams, headers: idempotencyHeaders, body: jsonBody(progressUpdateInputSchema) },
  responses: {
    201: jsonContent(progressUpdateResultSchema, "The entry and the project's new stage and progress"),
    400: badInput,
    401: unauthorized,
    404: notFound,
    422: keyReused,
  },
});

const exportRoute = createRoute({
  method: "post",
  path: "/projects/{id}/progress/exports",
  tags,
  summary: "Record that the progress report (txt) or history (csv) was exported; the file is built by the client",
  request: { params: projectParams, body: jsonBody(progressExportInputSchema) },
  responses: { 201: jsonContent(okSchema, "Recorded"), 400: badInput, 401: unauthorized, 404: notFound },
});

export const progressRoutes = createRouter()
  .openapi(historyRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json(await listProgress(c.var.deps.db, access.projectId, c.req.valid("query")), 200);
  })
  .openapi(postRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "postUpdates");
    const input = c.req.valid("json");
    const key = c.req.valid("header")["idempotency-key"];
    const request = ["progress", access.projectId, input];
    return c.json(
      await answerOnce(c, { userId: access.viewer.id, key, request }, (tx) =>
        postProgress(tx, access.viewer, access.projectId, input),
      ),
      201,
    );
  })
  .openapi(exportRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    await recordProgressExport(c.var.deps.db, access.viewer, access.projectId, c.req.valid("json"));
    return c.json({ ok: true as const }, 201);
  });
