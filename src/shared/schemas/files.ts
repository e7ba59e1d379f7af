import { z } from "zod";
import { FILE_SEARCH_MAX } from "#shared/files";
import { roleOrUserSchema } from "./enums";
import { multiLine, opaqueId, singleLine, tooLong } from "./text";

/** One stored version of a stage file, as every file list returns it. */
export const stageFileSchemaOut = z.object({
  id: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  /** The viewer may open the file's project: a file shared with them may belong to one they cannot. */
  project_visible: z.boolean(),
  stage_id: z.string(),
  stage_name: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  size_bytes: z.number(),
  version: z.number(),
  comment: z.string().nullable(),
  shared_with: z.string().nullable(),
  shared_with_name: z.string().nullable(),
  shared_at: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_by_name: z.string().nullable(),
  uploaded_by_role: roleOrUserSchema,
  uploaded_at: z.string(),
  /** No later version of this file name exists in its stage. */
  is_latest: z.boolean(),
  comment_count: z.number(),
  download_url: z.string(),
});
export type StageFile = z.infer<typeof stageFileSchemaOut>;

export const fileListSchema = z.object({ items: z.array(stageFileSchemaOut) });
export const filePageSchema = z.object({ items: z.array(stageFileSchemaOut), nextCursor: z.string().nullable() });
export type FilePage = z.infer<typeof filePageSchema>;

export const FILE_CATEGORIES = ["all", "illustrations"] as const;
export const fileCategorySchema = z.enum(FILE_CATEGORIES);
export type FileCategory = z.infer<typeof fileCategorySchema>;

export const fileRepositoryQuerySchema = z.object({
  category: fileCategorySchema.optional(),
  /** Part of a file's name or of its project's title, any case. */
  q: singleLine(
    z.string().trim().max(FILE_SEARCH_MAX, `Search at most ${FILE_SEARCH_MAX} characters`),
    "Search",
  ).optional(),
  cursor: opaqueId(200, "The page cursor is not valid").optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** The optional multipart field sent with an upload: share the new file with this user. */
export const uploadFieldsSchema = z.object({
  shared_with: opaqueId(200, "Please select a user to share with").optional(),
});

export const shareFileSchema = z.object({
  user_id: opaqueId(200, "Please select a user to share with"),
});
export type ShareFileInput = z.infer<typeof shareFileSchema>;

export const fileCommentInputSchema = z.object({
  content: multiLine(
    z.string().trim().min(1, "Comment cannot be empty").max(2000, tooLong("Comment", 2000)),
    "Comment",
  ),
});
export type FileCommentInput = z.infer<typeof fileCommentInputSchema>;

export const fileCommentSchemaOut = z.object({
  id: z.string(),
  file_id: z.string(),
  content: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type FileComment = z.infer<typeof fileCommentSchemaOut>;
export const fileCommentListSchema = z.object({ items: z.array(fileCommentSchemaOut) });
