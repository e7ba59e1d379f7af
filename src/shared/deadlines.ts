import { DUE_SOON_DAYS } from "./dates";
import { COMPLETED_STAGE, type Stage, type StageStatus } from "./stages";

export type DeadlineStatus = "overdue" | "due-soon" | null;

/** The calendar day `days` after `day`, both 'YYYY-MM-DD'. */
export function addDaysToIsoDate(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Overdue once the deadline day has passed, Due Soon from today through the next
 * 30 days, otherwise nothing. Days are compared as 'YYYY-MM-DD' in the viewer's own
 * calendar, so a deadline of today is due soon, not overdue. Finished work has no
 * deadline left to meet, so `done` work is never overdue or due soon.
 */
function dateStatus(deadline: string | null | undefined, today: string, done: boolean): DeadlineStatus {
  if (done || !deadline) return null;
  const day = deadline.slice(0, 10);
  if (day < today) return "overdue";
  return day <= addDaysToIsoDate(today, DUE_SOON_DAYS) ? "due-soon" : null;
}

/**
 * A Completed project has met or passed its deadline for good: no deadline badge,
 * count or reminder applies to it, wherever projects are listed or counted.
 */
export function tracksProjectDeadline(stage: Stage): boolean {
  return stage !== COMPLETED_STAGE;
}

/** The deadline badge of a project (list card, detail, dashboard, board). */
export function projectDeadlineStatus(
  project: { deadline: string | null | undefined; current_stage: Stage },
  today: string,
): DeadlineStatus {
  return dateStatus(project.deadline, today, !tracksProjectDeadline(project.current_stage));
}

/** A stage's own due date, under the same rule: a Completed stage is never overdue. */
export function stageDueStatus(
  stage: { due_date: string | null | undefined; status: StageStatus },
  today: string,
): DeadlineStatus {
  return dateStatus(stage.due_date, today, stage.status === "Completed");
}

/** How many projects are overdue and due soon today; Completed projects count in neither. */
export function countProjectDeadlines(
  projects: ReadonlyArray<{ deadline: string | null | undefined; current_stage: Stage }>,
  today: string,
): { overdue: number; dueSoon: number } {
  let overdue = 0;
  let dueSoon = 0;
  for (const project of projects) {
    const status = projectDeadlineStatus(project, today);
    if (status === "overdue") overdue += 1;
    else if (status === "due-soon") dueSoon += 1;
  }
  return { overdue, dueSoon };
}
