import { parseISO } from "date-fns";
import { renderNow, renderSettings } from "./first-data";

/**
 * Formatters by locale and options. Building an `Intl.DateTimeFormat` resolves locale data and
 * costs many times what formatting with one does, and a page formats a date per row: a dashboard
 * built one per date while it hydrated. A formatter never changes, so one per locale and options
 * is kept. The server shares this module across readers, whose locales come from a cookie, so the
 * set is bounded.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 200;

function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Dates are shown in the reader's own locale (the browser's, unless a caller names one): the
 * same date reads 'Mar 05, 2024' in the US and '05 Mar 2024' in the UK. Date inputs are native
 * `<input type="date">`, which the browser already shows in that locale.
 */
function localDate(value: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  // A page drawn on the server uses the reader's locale and time zone, as their browser told it, so
  // the browser draws the same text. A bare date ('2024-03-05') is that day wherever it is read.
  const settings = renderSettings();
  const timeZone = value.includes("T") ? settings.timeZone : undefined;
  return dateTimeFormat(locale ?? settings.locale, { ...options, timeZone }).format(parseISO(value));
}

/** A long date ('March 5, 2024' in en-US), 'Not set' when missing. */
export function longDate(value: string | null | undefined, locale?: string): string {
  if (!value) return "Not set";
  return localDate(value, { month: "long", day: "numeric", year: "numeric" }, locale);
}

/** A short date ('Mar 5, 2024' in en-US), 'Not set' when missing. */
export function shortDate(value: string | null | undefined, locale?: string): string {
  return value ? localDate(value, { month: "short", day: "numeric", year: "numeric" }, locale) : "Not set";
}

/** Month and day ('Mar 05' in en-US; project cards and the board). */
export function monthDay(value: string, locale?: string): string {
  return localDate(value, { month: "short", day: "2-digit" }, locale);
}

/** Month, day and year ('Mar 05, 2024' in en-US; progress history, forecasts). */
export function historyDate(value: string, locale?: string): string {
  return localDate(value, { month: "short", day: "2-digit", year: "numeric" }, locale);
}

/** A moment's time of day, 24-hour 'HH:mm', in the reader's time zone. */
export function clockTime(value: string): string {
  const { timeZone } = renderSettings();
  const options: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone };
  return dateTimeFormat("en-GB", options).format(parseISO(value));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest unit that fits a distance, from years down to minutes. */
const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/**
 * 'just now', '5 minutes ago', '3 days ago', 'in 2 hours'. In English, as the rest of the interface,
 * and with the numbers always written out ("1 day ago", not "yesterday"), so the server and any
 * browser draw the same words.
 */
export function relativeTime(value: string): string {
  const distance = parseISO(value).getTime() - renderNow().getTime();
  if (Math.abs(distance) < MINUTE) return "just now";
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(distance) >= size) ?? RELATIVE_UNITS[4];
  relativeFormat ??= new Intl.RelativeTimeFormat("en", { numeric: "always" });
  return relativeFormat.format(Math.sign(distance) * Math.round(Math.abs(distance) / size), unit);
}

/** The viewer's own calendar day, 'YYYY-MM-DD'. */
export function localToday(now = renderNow()): string {
  const { timeZone } = renderSettings();
  if (timeZone) {
    try {
      return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
    } catch {
      // A time zone this runtime does not know: the runtime's own day.
    }
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function initials(name: string | null | undefined, fallback = "U"): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return fallback;
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
}

/** Who holds a book at its current stage, as cards name them: name and role, or 'Unassigned'. */
export function stageAssigneeLabel(assignee: { full_name: string | null; role: string } | null): string {
  if (!assignee) return "Unassigned";
  return `${assignee.full_name || "Unnamed User"} (${assignee.role})`;
}
