import { type DeadlineStatus, projectDeadlineStatus } from "#shared/deadlines";
import type { Stage } from "#shared/stages";
import { localToday } from "#web/lib/format";

export type { DeadlineStatus };

/**
 * The badge a project shows to this viewer: the shared deadline rule (no badge once
 * Completed) applied to the viewer's own calendar day.
 */
export function deadlineStatus(
  project: { deadline: string | null | undefined; current_stage: Stage },
  today: string = localToday(),
): DeadlineStatus {
  return projectDeadlineStatus(project, today);
}
