import { type DeadlineStatus, stageDueStatus } from "#shared/deadlines";
import type { Stage, StageStatus } from "#shared/stages";
import { Badge } from "#web/components/ui/badge";
import { deadlineStatus } from "#web/features/projects/lib/deadline";
import { localToday } from "#web/lib/format";

function StatusBadge({ status }: { status: DeadlineStatus }) {
  if (status === "overdue") return <Badge className="bg-red-100 text-red-900">Overdue</Badge>;
  if (status === "due-soon") return <Badge className="bg-amber-100 text-amber-900">Due Soon</Badge>;
  return null;
}

/** 'Overdue' or 'Due Soon' next to a project's deadline; nothing otherwise, and nothing once Completed. */
export function DeadlineBadge({ deadline, stage, today }: { deadline: string | null; stage: Stage; today?: string }) {
  return <StatusBadge status={deadlineStatus({ deadline, current_stage: stage }, today)} />;
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
