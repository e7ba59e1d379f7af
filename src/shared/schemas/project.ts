import { z } from "zod";
import { assignableRoleSchema } from "../roles";
import { STAGES, stageStatusSchema } from "../stages";
import { isoDateSchema } from "./common";

/**
 * Spec §5 Project form. One schema serves the register and edit forms and the server.
 * The author message differs between the two screens (spec §5), hence the factory.
 */
const objectiveSchema = z.string().trim().min(1);

function projectFieldsSchema(authorMessage: string) {
  return z.object({
    title: z.string().trim().min(2, "Title must be at least 2 characters").max(300, "Title is too long"),
    summary: z.string().trim().min(10, "Summary must be at least 10 characters").max(5000, "Summary is too long"),
    subject: z.string().trim().min(2, "Subject must be at least 2 characters").max(200, "Subject is too long"),
    level: z.string().trim().min(1, "Please specify the level").max(200, "Level is too long"),
    author: z.string().trim().min(2, authorMessage).max(300, "Author is too long"),
    genre: z.string().trim().min(2, "Genre must be at least 2 characters").max(200, "Genre is too long"),
    objectives: z.array(objectiveSchema).min(1, "Please add at least one objective").max(50, "At most 50 objectives"),
    /** Brief §7: the entity has a deadline; the forms gain the field. Empty means none. */
    deadline: isoDateSchema.nullable().optional(),
  });
}

export const REGISTER_AUTHOR_MESSAGE = "Author must be at least 2 characters";
export const EDIT_AUTHOR_MESSAGE = "Author name must be at least 2 characters";

export const projectAssignmentInputSchema = z.object({
  userId: z.string().min(1, "Choose a user"),
  role: assignableRoleSchema,
});
export type ProjectAssignmentInput = z.infer<typeof projectAssignmentInputSchema>;

export const createProjectSchema = projectFieldsSchema(REGISTER_AUTHOR_MESSAGE).extend({
  /** Admin only (spec §2); the server refuses assignments from anyone else. */
  assignments: z
    .array(projectAssignmentInputSchema)
    .max(50)
    .optional()
    .refine((rows) => !rows || new Set(rows.map((r) => r.userId)).size === rows.length, {
      error: "A user can be chosen only once",
    }),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** Spec §4/§5: a stage row. A missing id or one containing 'temp_' is an unsaved stage. */
export const stageInputSchema = z.object({
  id: z.string().optional(),
  stage_name: z.string().trim().min(1, "Stage name is required").max(200, "Stage name is too long"),
  assigned_user_id: z.string().nullable().optional(),
  status: stageStatusSchema,
  comment: z.string().max(2000, "Comment is too long").nullable().optional(),
  due_date: isoDateSchema.nullable().optional(),
});
export type StageInput = z.infer<typeof stageInputSchema>;

export const updateProjectSchema = projectFieldsSchema(EDIT_AUTHOR_MESSAGE).extend({
  stages: z.array(stageInputSchema).max(100).optional(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const projectFilterSchema = z.enum(["all", "mine", "others"]);
export type ProjectFilter = z.infer<typeof projectFilterSchema>;

export const projectListQuerySchema = z.object({
  filter: projectFilterSchema.optional(),
  q: z.string().trim().max(200).optional(),
  subject: z.string().max(200).optional(),
  level: z.string().max(200).optional(),
  stage: z.enum(STAGES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const commentInputSchema = z.object({
  content: z.string().trim().min(1, "Comment cannot be empty").max(5000, "Comment is too long"),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** A stage id usable for file handling must be a saved UUID (spec §4). */
export const TEMP_STAGE_PREFIX = "temp_";
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isSavedStageId(id: string | undefined | null): id is string {
  return !!id && !id.includes(TEMP_STAGE_PREFIX) && UUID_PATTERN.test(id);
}
