import { differenceInCalendarDays, format, parseISO } from "date-fns";

/** HH:mm in the viewer's own time zone. */
export function clockTime(iso: string): string {
  return format(parseISO(iso), "HH:mm");
}

/** 'Due today', 'Due tomorrow', 'Due in 5 days', from the viewer's today. */
export function dueIn(deadline: string, today: string): string {
  const days = differenceInCalendarDays(parseISO(deadline), parseISO(today));
  if (days <= 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `Due in ${days} days`;
}
