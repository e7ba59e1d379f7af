/** Path parameters and list wrappers of the project routes; the item shapes are the shared contract. */
import { z } from "@hono/zod-openapi";
import {
  activityEntrySchema,
  assignmentSchemaOut,
  commentSchemaOut,
  projectAssignmentInputSchema,
  stageSchemaOut,
} from "#shared/schemas/project";

// Plain strings: an id that is not a UUID answers 404 from the policy, like any unknown project.
export const projectParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});
export const stageParams = projectParams.extend({
  stageId: z
    .string()
    .max(100)
    .openapi({ param: { name: "stageId", in: "path" }, format: "uuid" }),
});

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
