import { z } from "zod";
import { activityDetailsSchema } from "./activity-details";
import { uuidSchema } from "./common";
import { opaqueId } from "./text";

/**
 * The Admin's activity (audit) log across all projects. Filters: a person, a project,
 * and a time range given as instants (the client turns its local days into them).
 */
export const activityLogQuerySchema = z
  .object({
    actor: opaqueId(100).optional(),
    project: uuidSchema.optional(),
    from: z.iso.datetime({ offset: true, error: "From must be a date and time" }).max(40).optional(),
    to: z.iso.datetime({ offset: true, error: "To must be a date and time" }).max(40).optional(),
    cursor: opaqueId(200, "The page cursor is not valid").optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: "The start of the range must come before its end",
    path: ["to"],
  });
export type ActivityLogQuery = z.infer<typeof activityLogQuerySchema>;

export const activityLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  details: activityDetailsSchema,
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  project_id: z.string().nullable(),
  project_title: z.string().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const activityLogPageSchema = z.object({
  items: z.array(activityLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;

export const ACTIVITY_PAGE_SIZE = 50;
