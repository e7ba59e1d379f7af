import { clockTime, historyDate } from "#web/lib/format";

/**
 * A moment for comments and history: the date in the viewer's locale ('Mar 05, 2024' in the US,
 * '05 Mar 2024' in the UK) and the 24-hour time, in the viewer's time zone.
 */
export function timestamp(value: string): string {
  return `${historyDate(value)} at ${clockTime(value)}`;
}
