import { format, parseISO } from "date-fns";

/** A moment for comments and history: 'Mar 05, 2024 at 14:30', in the viewer's time zone. */
export function timestamp(value: string): string {
  return format(parseISO(value), "MMM dd, yyyy 'at' HH:mm");
}
