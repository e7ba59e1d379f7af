import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { requireAction } from "#server/policy/index";
import { backupStatusSchema } from "#shared/schemas/backups";
import { getBackupStatus } from "./backups.service";

const { 401: unauthorized, 403: forbidden } = errorResponses;

const backupStatusRoute = createRoute({
  method: "get",
  path: "/backups/status",
  tags: ["Settings"],
  summary: "Scheduled backups: settings and the last run's time, size and outcome (Admin)",
  responses: { 200: jsonContent(backupStatusSchema, "The backup status"), 401: unauthorized, 403: forbidden },
});

export const backupRoutes = createRouter().openapi(backupStatusRoute, async (c) => {
  await requireAction(c, "manageSettings");
  return c.json(getBackupStatus(c.var.deps.env), 200);
});
