/**
 * Demo moments in a working day. A moment taken as "now minus n days" lands at the clock time the
 * seed ran, so every demo comment and upload read 21:31 (or 03:00); a house's staff work by day.
 */

const WORKDAY_START_MINUTES = 9 * 60;
const WORKDAY_MINUTES = 8 * 60;

/**
 * The UTC day of `day` at a time between 09:00 and 16:59 picked from `salt`, so separate seeds of
 * the same demo agree. For moments of past days: today's working hours may not have come yet.
 */
export function atWorkingHour(day: Date, salt: number): Date {
  const minutes = WORKDAY_START_MINUTES + ((salt * 137) % WORKDAY_MINUTES);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minutes));
}
