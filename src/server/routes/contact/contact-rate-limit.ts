import type { Database } from "#server/db/client";
import { consumeRateLimit } from "#server/rate-limit/index";

/** How long one allowance of CONTACT_RATE_LIMIT_MAX messages per client address lasts. */
export const CONTACT_RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

/**
 * Counts one enquiry from the address, in Postgres so every app instance shares the count;
 * returns the seconds to wait when the address is over its limit, else 0.
 */
export async function consumeContactAllowance(db: Database, max: number, ip: string): Promise<number> {
  const decision = await consumeRateLimit(db, `contact:${ip}`, {
    windowSeconds: CONTACT_RATE_LIMIT_WINDOW_SECONDS,
    max,
  });
  return decision.allowed ? 0 : decision.retryAfter;
}
