import type { Stage } from "#shared/stages";
import { Badge } from "#web/components/ui/badge";
import { deadlineStatus } from "#web/features/projects/lib/deadline";

/** 'Overdue' or 'Due Soon' next to a project's deadline; nothing otherwise, and nothing once Completed. */
export function DeadlineBadge({ deadline, stage, today }: { deadline: string | null; stage: Stage; today?: string }) {
  const status = deadlineStatus({ deadline, current_stage: stage }, today);
  if (status === "overdue") return <Badge className="bg-red-100 text-red-900">Overdue</Badge>;
  if (status === "due-soon") return <Badge className="bg-amber-100 text-amber-900">Due Soon</Badge>;
  return null;
}
