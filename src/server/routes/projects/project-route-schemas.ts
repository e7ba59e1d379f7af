/** Path parameters and list wrappers of the project routes; the item shapes are the shared contract. */
import { z } from "@hono/zod-openapi";
import { idParam } from "#server/lib/openapi";
import {
  activityEntrySchema,
  assignmentSchemaOut,
  commentSchemaOut,
  projectAssignmentInputSchema,
  stageSchemaOut,
} from "#shared/schemas/project";

export const projectParams = z.object({ id: idParam("id") });
export const stageParams = projectParams.extend({ stageId: idParam("stageId") });

export const stageListSchema = z.object({ items: z.array(stageSchemaOut) });
export const assignmentListSchema = z.object({ items: z.array(assignmentSchemaOut) });
export const commentListSchema = z.object({ items: z.array(commentSchemaOut) });
export const activityListSchema = z.object({ items: z.array(activityEntrySchema) });

/** PUT /projects/{id}/assignments: the whole team; [] clears it. */
export const replaceAssignmentsSchema = z.object({
  assignments: z
    .array(projectAssignmentInputSchema)
    .max(50)
    .refine((rows) => new Set(rows.map((r) => r.userId)).size === rows.length, {
      error: "A user can be chosen only once",
    }),
});
