import { z } from "zod";
import { PROJECT_FILTERS, PROJECT_SEARCH_MAX, PROJECT_SORTS } from "#shared/project-list";
import { STAGES } from "#shared/stages";
import { activityDetailsSchema } from "./activity-details";
import { isoDateSchema } from "./common";
import { assignableRoleSchema, stageStatusSchema } from "./enums";
import { multiLine, opaqueId, singleLine, tooLong } from "./text";

/** One objective, checked as it is added to the list and again with the whole form. */
export const objectiveSchema = singleLine(
  z.string().trim().min(1).max(1000, tooLong("Each objective", 1000)),
  "An objective",
);

/**
 * Project form. One schema serves the register and edit forms and the server.
 * The author message differs between the two screens, hence the factory.
 */

function projectFieldsSchema(authorMessage: string) {
  return z.object({
    title: singleLine(
      z.string().trim().min(2, "Title must be at least 2 characters").max(300, tooLong("Title", 300)),
      "Title",
    ),
    summary: multiLine(
      z.string().trim().min(10, "Summary must be at least 10 characters").max(5000, tooLong("Summary", 5000)),
      "Summary",
    ),
    subject: singleLine(
      z.string().trim().min(2, "Subject must be at least 2 characters").max(200, tooLong("Subject", 200)),
      "Subject",
    ),
    level: singleLine(z.string().trim().min(1, "Please specify the level").max(200, tooLong("Level", 200)), "Level"),
    author: singleLine(z.string().trim().min(2, authorMessage).max(300, tooLong("Author", 300)), "Author"),
    genre: singleLine(
      z.string().trim().min(2, "Genre must be at least 2 characters").max(200, tooLong("Genre", 200)),
      "Genre",
    ),
    objectives: z.array(objectiveSchema).min(1, "Please add at least one objective").max(50, "At most 50 objectives"),
    /** The entity has a deadline; the forms gain the field. Empty means none. */
    deadline: isoDateSchema.nullable().optional(),
  });
}

export const REGISTER_AUTHOR_MESSAGE = "Author must be at least 2 characters";
export const EDIT_AUTHOR_MESSAGE = "Author name must be at least 2 characters";

export const projectAssignmentInputSchema = z.object({
  userId: opaqueId(100, "Choose a user"),
  role: assignableRoleSchema,
});
export type ProjectAssignmentInput = z.infer<typeof projectAssignmentInputSchema>;

/** The project team rows: Admin only, and the server refuses them from anyone else. */
const assignmentsSchema = z
  .array(projectAssignmentInputSchema)
  .max(50)
  .optional()
  .refine((rows) => !rows || new Set(rows.map((r) => r.userId)).size === rows.length, {
    error: "A user can be chosen only once",
  });

export const createProjectSchema = projectFieldsSchema(REGISTER_AUTHOR_MESSAGE).extend({
  assignments: assignmentsSchema,
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** A stage row. A missing id or one containing 'temp_' is an unsaved stage. */
export const stageInputSchema = z.object({
  id: opaqueId(100).optional(),
  stage_name: singleLine(
    z.string().trim().min(1, "Stage name is required").max(200, tooLong("Stage name", 200)),
    "Stage name",
  ),
  /** null or "" leaves the stage unassigned. */
  assigned_user_id: opaqueId(100).or(z.literal("")).nullable().optional(),
  status: stageStatusSchema,
  comment: multiLine(z.string().max(2000, tooLong("Comment", 2000)), "Comment")
    .nullable()
    .optional(),
  due_date: isoDateSchema.nullable().optional(),
});
export type StageInput = z.infer<typeof stageInputSchema>;

export const updateProjectSchema = projectFieldsSchema(EDIT_AUTHOR_MESSAGE).extend({
  stages: z.array(stageInputSchema).max(100).optional(),
  /** Present: the team becomes exactly these rows, in the same transaction. Absent: the team stays. */
  assignments: assignmentsSchema,
});
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const projectFilterSchema = z.enum(PROJECT_FILTERS);
export const projectSortSchema = z.enum(PROJECT_SORTS);

export const projectListQuerySchema = z.object({
  filter: projectFilterSchema.optional(),
  q: singleLine(z.string().trim().max(PROJECT_SEARCH_MAX, tooLong("Search", PROJECT_SEARCH_MAX)), "Search").optional(),
  subject: singleLine(z.string().max(200), "Subject").optional(),
  level: singleLine(z.string().max(200), "Level").optional(),
  stage: z.enum(STAGES).optional(),
  /** 'me': only projects whose team or stages name the viewer (the role dashboard card's list). */
  assigned: z.enum(["me"]).optional(),
  sort: projectSortSchema.optional(),
  /** A title-order position carries the title, so it is longer than the others. */
  cursor: opaqueId(1200, "The page cursor is not valid").optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const commentInputSchema = z.object({
  content: multiLine(
    z.string().trim().min(1, "Comment cannot be empty").max(5000, tooLong("Comment", 5000)),
    "Comment",
  ),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/* ---------- Responses: the contract between the projects API and the platform UI ---------- */

const personSchema = z.object({ id: z.string(), full_name: z.string().nullable() });

export const projectAbilitiesSchema = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  share: z.boolean(),
  uploadFiles: z.boolean(),
  postUpdates: z.boolean(),
  comment: z.boolean(),
});

export const projectListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  subject: z.string().nullable(),
  level: z.string().nullable(),
  genre: z.string(),
  deadline: z.string().nullable(),
  current_stage: z.enum(STAGES),
  progress: z.number().int(),
  /** Same-origin URL of the cover image, or null for the genre banner. */
  cover_url: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who works on the current stage, with their role; null shows 'Unassigned'. */
  stage_assignee: personSchema.extend({ role: z.string() }).nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectListItemSchema),
  /** Opaque keyset cursor for the next page, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectFacetsSchema = z.object({
  subjects: z.array(z.string()),
  levels: z.array(z.string()),
  genres: z.array(z.string()),
});
export type ProjectFacets = z.infer<typeof projectFacetsSchema>;

export const stageSchemaOut = z.object({
  id: z.string(),
  project_id: z.string(),
  stage_name: z.string(),
  assigned_user_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  status: stageStatusSchema,
  comment: z.string().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectStage = z.infer<typeof stageSchemaOut>;

export const assignmentSchemaOut = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  role: assignableRoleSchema,
  assigned_at: z.string(),
});
export type ProjectAssignment = z.infer<typeof assignmentSchemaOut>;

export const projectDetailSchema = projectListItemSchema.extend({
  objectives: z.array(z.string()),
  creator: personSchema.extend({ email: z.string() }).nullable(),
  stages: z.array(stageSchemaOut),
  assignments: z.array(assignmentSchemaOut),
  /** What the signed-in user may do here; the UI shows only these actions. */
  abilities: projectAbilitiesSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const commentSchemaOut = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  author: personSchema.extend({ avatar_url: z.string().nullable() }).nullable(),
});
export type ProjectComment = z.infer<typeof commentSchemaOut>;

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  details: activityDetailsSchema,
  created_at: z.string(),
  actor_name: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
