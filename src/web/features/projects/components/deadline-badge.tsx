import { Badge } from "#web/components/ui/badge";
import { deadlineStatus } from "#web/features/projects/lib/deadline";
import { localToday } from "#web/lib/format";

/** 'Overdue' or 'Due Soon' next to a card's deadline; nothing otherwise. */
export function DeadlineBadge({ deadline, today = localToday() }: { deadline: string | null; today?: string }) {
  const status = deadlineStatus(deadline, today);
  if (status === "overdue") return <Badge className="bg-red-100 text-red-900">Overdue</Badge>;
  if (status === "due-soon") return <Badge className="bg-amber-100 text-amber-900">Due Soon</Badge>;
  return null;
}
