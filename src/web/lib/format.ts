import { format, formatDistanceToNow, parseISO } from "date-fns";

/** Long US date for display, 'Not set' when missing. */
export function longDate(value: string | null | undefined): string {
  if (!value) return "Not set";
  return format(parseISO(value), "MMMM d, yyyy");
}

/** 'Jan 5, 2024' style (shares, list elsewhere). */
export function shortDate(value: string | null | undefined): string {
  return value ? format(parseISO(value), "MMM d, yyyy") : "Not set";
}

/** 'MMM dd' (project list cards). */
export function monthDay(value: string): string {
  return format(parseISO(value), "MMM dd");
}

/** 'MMM dd, yyyy' (progress history, forecasts). */
export function historyDate(value: string): string {
  return format(parseISO(value), "MMM dd, yyyy");
}

/** 'just now', '5 minutes ago', '3 days ago'. */
export function relativeTime(value: string): string {
  const date = parseISO(value);
  if (Date.now() - date.getTime() < 60_000) return "just now";
  return formatDistanceToNow(date, { addSuffix: true });
}

/** The viewer's own calendar day, 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

export function initials(name: string | null | undefined, fallback = "U"): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return fallback;
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
}
