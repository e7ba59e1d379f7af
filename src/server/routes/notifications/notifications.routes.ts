import { createRoute, z } from "@hono/zod-openapi";
import { notFound as notFoundError } from "#server/lib/errors";
import { createRouter, errorResponses, idParam, jsonBody, jsonContent } from "#server/lib/openapi";
import { requireViewer } from "#server/policy/index";
import { isUuid, okSchema } from "#shared/schemas/common";
import { markAllReadSchema, notificationListSchema } from "#shared/schemas/notifications";
import { listNotifications, markAllRead, markRead, NOTIFICATION_NOT_FOUND } from "./notifications.service";

const tags = ["Notifications"];
const { 401: unauthorized, 404: notFound } = errorResponses;

const listRoute = createRoute({
  method: "get",
  path: "/notifications",
  tags,
  summary: "The signed-in user's newest notifications and their unread count",
  responses: { 200: jsonContent(notificationListSchema, "Notifications"), 401: unauthorized },
});

const readOneRoute = createRoute({
  method: "post",
  path: "/notifications/{notificationId}/read",
  tags,
  summary: "Mark one of your notifications read",
  request: {
    params: z.object({
      notificationId: idParam("notificationId"),
    }),
  },
  responses: { 200: jsonContent(okSchema, "Marked read"), 401: unauthorized, 404: notFound },
});

const readAllRoute = createRoute({
  method: "patch",
  path: "/notifications",
  tags,
  summary: "Mark all your notifications read",
  request: { body: jsonBody(markAllReadSchema) },
  responses: { 200: jsonContent(okSchema, "Marked read"), 400: errorResponses[400], 401: unauthorized },
});

// Notifications belong to one user: every query is scoped to the signed-in viewer.
export const notificationRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await listNotifications(c.var.deps.db, viewer.id), 200);
  })
  .openapi(readAllRoute, async (c) => {
    const viewer = await requireViewer(c);
    await markAllRead(c.var.deps.db, viewer.id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(readOneRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { notificationId } = c.req.valid("param");
    if (!isUuid(notificationId)) throw notFoundError(NOTIFICATION_NOT_FOUND);
    await markRead(c.var.deps.db, viewer.id, notificationId);
    return c.json({ ok: true as const }, 200);
  });
