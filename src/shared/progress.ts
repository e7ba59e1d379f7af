/**
 * The plain values of a progress update (limits, hour steps, messages) and the helpers both
 * sides use, apart from the schemas (schemas/progress.ts), so a page can use them without zod.
 */
import type { ProgressUpdateInput, QuickUpdateForm } from "./schemas/progress";

export const PROGRESS_TEXT_MAX = 2000;
export const PROGRESS_LIST_MAX = 30;
export const HOURS_MAX = 24;
/** The Update Status dialog counts hours in quarters; the quick update in halves. */
export const DETAIL_HOURS_STEP = 0.25;
export const QUICK_HOURS_STEP = 0.5;

/** Refusal of an update that would take the author's day past HOURS_MAX hours in all. */
export function dayHoursExceeded(date: string, alreadyLogged: number): string {
  const left = Math.max(0, HOURS_MAX - alreadyLogged);
  return `You have already logged ${alreadyLogged} h on ${date}. A day has at most ${HOURS_MAX} hours, so at most ${left} h more can be added.`;
}

export const ACCOMPLISHMENTS_REQUIRED = "At least one accomplishment is required";
export const ACCOMPLISHMENT_EMPTY = "Accomplishment cannot be empty";
export const CHALLENGE_EMPTY = "Challenge cannot be empty";
export const MISSING_INFORMATION_TITLE = "Missing Information";
export const MISSING_INFORMATION = "Please select a project and add a description.";

export const PROGRESS_PAGE_MAX = 200;

/** Bullet-prefixed items joined by line breaks, as entries store them; null for none. */
export function bulletList(items: readonly string[] | undefined): string | null {
  const kept = (items ?? []).map((item) => item.trim()).filter(Boolean);
  return kept.length ? kept.map((item) => `• ${item}`).join("\n") : null;
}

/** A quick update as the request body of the one progress endpoint. */
export function quickUpdateToInput(form: QuickUpdateForm): ProgressUpdateInput {
  return {
    current_stage: form.current_stage,
    accomplishments: [form.description],
    hours_worked: form.hours_worked ?? null,
    date: form.date,
  };
}
