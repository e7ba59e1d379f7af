import { type DeadlineStatus, projectDeadlineStatus, stageDueStatus } from "#shared/deadlines";
import type { Stage, StageStatus } from "#shared/stages";
import { Badge } from "#web/components/ui/badge";
import { localToday } from "#web/lib/format";

function StatusBadge({ status }: { status: DeadlineStatus }) {
  if (status === "overdue") {
    return (
      <Badge data-deadline="overdue" className="shrink-0 whitespace-nowrap bg-red-100 text-red-900">
        Overdue
      </Badge>
    );
  }
  if (status === "due-soon") {
    return (
      <Badge data-deadline="due-soon" className="shrink-0 whitespace-nowrap bg-amber-100 text-amber-900">
        Due Soon
      </Badge>
    );
  }
  return null;
}

/**
 * 'Overdue' or 'Due Soon' next to a project's deadline, decided by the one shared
 * rule on the viewer's own calendar day; nothing otherwise, and nothing once
 * Completed. Every surface that lists projects (list, board, dashboard, detail)
 * shows this same badge, so a project never reads differently from page to page.
 */
export function DeadlineBadge({
  deadline,
  stage,
  today = localToday(),
}: {
  deadline: string | null;
  stage: Stage;
  today?: string;
}) {
  return <StatusBadge status={projectDeadlineStatus({ deadline, current_stage: stage }, today)} />;
}

/** The same badge for a stage's own due date: nothing once the stage is Completed. */
export function StageDueBadge({
  dueDate,
  status,
  today = localToday(),
}: {
  dueDate: string | null | undefined;
  status: StageStatus;
  today?: string;
}) {
  return <StatusBadge status={stageDueStatus({ due_date: dueDate, status }, today)} />;
}
