import { z } from "zod";
import { latestTodayAnywhere } from "#shared/dates";
import {
  ACCOMPLISHMENT_EMPTY,
  ACCOMPLISHMENTS_REQUIRED,
  CHALLENGE_EMPTY,
  DETAIL_HOURS_STEP,
  HOURS_MAX,
  MISSING_INFORMATION,
  PROGRESS_LIST_MAX,
  PROGRESS_PAGE_MAX,
  PROGRESS_TEXT_MAX,
  QUICK_HOURS_STEP,
} from "#shared/progress";
import { STAGES } from "#shared/stages";
import { isoDateSchema } from "./common";
import { stageSchema } from "./enums";
import { multiLine, opaqueId, tooLong } from "./text";

/**
 * Progress updates. ONE endpoint, POST /api/projects/{id}/progress, takes
 * `progressUpdateInputSchema` from both forms:
 * - the detail screen's Update Status dialog sends its lists as they are;
 * - the dashboard's Quick Daily Update sends its one description as the single
 *   accomplishment (`quickUpdateToInput`), so every stored entry has the same shape.
 * The server stores the description as the bullet-prefixed accomplishments joined
 * by line breaks, and the challenges the same way (`bulletList`).
 */

const isStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

/** Hours worked: optional; 0 to 24 in the given step. */
export function hoursWorkedSchema(step: number) {
  return z
    .number({ error: "Hours worked must be a number" })
    .min(0, "Hours worked cannot be negative")
    .max(HOURS_MAX, `Hours worked cannot be more than ${HOURS_MAX}`)
    .refine((h) => isStep(h, step), { error: `Hours worked must be in steps of ${step}` })
    .nullable()
    .optional();
}

export const accomplishmentSchema = multiLine(
  z.string().trim().min(1, ACCOMPLISHMENT_EMPTY).max(PROGRESS_TEXT_MAX, tooLong("Accomplishment", PROGRESS_TEXT_MAX)),
  "An accomplishment",
);
export const challengeSchema = multiLine(
  z.string().trim().min(1, CHALLENGE_EMPTY).max(PROGRESS_TEXT_MAX, tooLong("Challenge", PROGRESS_TEXT_MAX)),
  "A challenge",
);

/**
 * The day the work was done: today or before. A day after every time zone's today is refused, as
 * it would count as time spent in a stage that has not yet begun (the date picker stops at the
 * author's own today). An emptied date box asks for the day rather than for a format.
 */
export const workDateSchema = z
  .string()
  .min(1, { error: "Please choose the date of the work", abort: true })
  .max(10, "Must be a date in YYYY-MM-DD format")
  .pipe(isoDateSchema)
  .refine((date) => date <= latestTodayAnywhere(), { error: "Date cannot be in the future" });

/** The request body of POST /api/projects/{id}/progress, and the Update Status form. */
export const progressUpdateInputSchema = z.object({
  current_stage: stageSchema,
  accomplishments: z
    .array(accomplishmentSchema, { error: ACCOMPLISHMENTS_REQUIRED })
    .min(1, ACCOMPLISHMENTS_REQUIRED)
    .max(PROGRESS_LIST_MAX, `At most ${PROGRESS_LIST_MAX} accomplishments`),
  challenges: z.array(challengeSchema).max(PROGRESS_LIST_MAX, `At most ${PROGRESS_LIST_MAX} challenges`).optional(),
  hours_worked: hoursWorkedSchema(DETAIL_HOURS_STEP),
  /** The author's own calendar day (the client's local today by default). */
  date: workDateSchema,
  help_required: multiLine(
    z.string().trim().max(PROGRESS_TEXT_MAX, tooLong("Help required", PROGRESS_TEXT_MAX)),
    "Help required",
  )
    .nullable()
    .optional(),
});
export type ProgressUpdateInput = z.infer<typeof progressUpdateInputSchema>;

/** The dashboard's Quick Daily Update form. Its two required fields share one message. */
export const quickUpdateFormSchema = z.object({
  project_id: opaqueId(100, MISSING_INFORMATION),
  description: multiLine(
    z.string().trim().min(1, MISSING_INFORMATION).max(PROGRESS_TEXT_MAX, tooLong("Description", PROGRESS_TEXT_MAX)),
    "Description",
  ),
  hours_worked: hoursWorkedSchema(QUICK_HOURS_STEP),
  current_stage: stageSchema,
  date: workDateSchema,
});
export type QuickUpdateForm = z.infer<typeof quickUpdateFormSchema>;

export const progressEntrySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  user_id: z.string().nullable(),
  /** The author's name, else email; null once the account is gone. */
  user_name: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  hours_worked: z.number().nullable(),
  current_stage: z.enum(STAGES),
  challenges: z.string().nullable(),
  help_required: z.string().nullable(),
  created_at: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** Totals over a project's whole history (not only the page shown). */
export const progressSummarySchema = z.object({
  entry_count: z.number().int(),
  total_hours: z.number(),
  contributor_count: z.number().int(),
  /** created_at of the newest entry. */
  latest_update: z.string().nullable(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const progressHistoryQuerySchema = z.object({
  cursor: opaqueId(200, "The page cursor is not valid").optional(),
  limit: z.coerce.number().int().min(1).max(PROGRESS_PAGE_MAX).optional(),
});
export type ProgressHistoryQuery = z.infer<typeof progressHistoryQuerySchema>;

/** GET /api/projects/{id}/progress: newest first, one keyset page; summary on every page. */
export const progressHistorySchema = z.object({
  items: z.array(progressEntrySchema),
  nextCursor: z.string().nullable(),
  summary: progressSummarySchema,
});
export type ProgressHistory = z.infer<typeof progressHistorySchema>;

/** The project as it stands after an update. */
export const progressUpdateResultSchema = z.object({
  entry: progressEntrySchema,
  project: z.object({
    id: z.string(),
    current_stage: z.enum(STAGES),
    progress: z.number().int(),
    updated_at: z.string(),
  }),
  stage_changed: z.boolean(),
});
export type ProgressUpdateResult = z.infer<typeof progressUpdateResultSchema>;

/** POST /api/projects/{id}/progress/exports: records that a report left the app. */
export const progressExportInputSchema = z.object({ format: z.enum(["txt", "csv"]) });
export type ProgressExportInput = z.infer<typeof progressExportInputSchema>;
