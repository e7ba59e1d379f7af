import { addDays, format, parseISO } from "date-fns";
import { DUE_SOON_DAYS } from "#shared/dates";

export type DeadlineStatus = "overdue" | "due-soon" | null;

/**
 * Deadline badge: Overdue if the deadline is past, Due Soon if within the
 * next 30 days, otherwise none. Days are compared as 'YYYY-MM-DD' in the viewer's
 * own calendar, so a deadline of today is due soon, not overdue.
 */
export function deadlineStatus(deadline: string | null | undefined, today: string): DeadlineStatus {
  if (!deadline) return null;
  const day = deadline.slice(0, 10);
  if (day < today) return "overdue";
  const lastDueSoonDay = format(addDays(parseISO(today), DUE_SOON_DAYS), "yyyy-MM-dd");
  return day <= lastDueSoonDay ? "due-soon" : null;
}
