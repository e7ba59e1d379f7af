import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** Expired rows are deleted now and then, so the table stays as small as the live windows. */
const PRUNE_EVERY = 200;
let sinceLastPrune = 0;

/**
 * Counts one attempt for `key` in a fixed window of `windowSeconds`, in one atomic statement, so
 * every app instance on the database shares the count and concurrent attempts cannot all slip
 * under the limit. The window starts at the first attempt and is not extended by later ones.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  rule: { windowSeconds: number; max: number },
): Promise<RateLimitDecision> {
  const { rows } = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits as r (key, count, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when r.window_ends_at <= now() then 1 else r.count + 1 end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
    returning count, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after
  `);
  sinceLastPrune += 1;
  if (sinceLastPrune >= PRUNE_EVERY) {
    sinceLastPrune = 0;
    await db.execute(sql`delete from rate_limits where window_ends_at < now()`);
  }
  const row = rows[0];
  return { allowed: row.count <= rule.max, count: row.count, retryAfter: row.retry_after };
}

/** Forgets the key's window (a successful sign-in clears the account's failures). */
export async function resetRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** "15 minutes", "40 seconds": how long to wait, for messages. */
export function waitPhrase(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
