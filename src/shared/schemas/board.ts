import { z } from "zod";
import { STAGES } from "#shared/stages";
import { isoDateSchema } from "./common";

/** The newest cards each board column shows; its count covers all of them. */
export const BOARD_COLUMN_LIMIT = 50;

/** GET /api/board: `today` is the viewer's own calendar day, which decides what is overdue. */
export const boardQuerySchema = z.object({ today: isoDateSchema });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  deadline: z.string().nullable(),
  current_stage: z.enum(STAGES),
  progress: z.number().int(),
  /** Who has the book: the person on its current stage, or null when nobody is. */
  stage_assignee: z.object({ id: z.string(), full_name: z.string().nullable(), role: z.string() }).nullable(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  stage: z.enum(STAGES),
  count: z.number().int(),
  overdue_count: z.number().int(),
  items: z.array(boardCardSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** The visible projects in the eight stage columns, in stage order. */
export const boardSchema = z.object({ columns: z.array(boardColumnSchema) });
export type Board = z.infer<typeof boardSchema>;
