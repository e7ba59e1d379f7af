/** A deadline within DUE_SOON_DAYS is due soon; a file shared or uploaded within NEEDS_ATTENTION_DAYS needs attention. */
export const DUE_SOON_DAYS = 30;
export const NEEDS_ATTENTION_DAYS = 3;

/** A calendar date as the client's own local day, 'YYYY-MM-DD'. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The furthest any time zone runs ahead of UTC (UTC+14, the Line Islands). */
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest calendar day that is today somewhere on Earth, 'YYYY-MM-DD'. Work is dated on its
 * author's own day, which the server cannot see; no author's today is later than this.
 */
export function latestTodayAnywhere(now = new Date()): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}
