import { differenceInCalendarDays, parseISO } from "date-fns";

export { clockTime } from "#web/lib/format";

/** 'Due today', 'Due tomorrow', 'Due in 5 days', or '3 days overdue', from the viewer's today. */
export function dueIn(deadline: string, today: string): string {
  const days = differenceInCalendarDays(parseISO(deadline), parseISO(today));
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} overdue`;
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `Due in ${days} days`;
}
