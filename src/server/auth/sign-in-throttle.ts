import type { Database } from "#server/db/client";
import type { Env } from "#server/env";
import { ApiError } from "#server/lib/errors";
import { consumeRateLimit, resetRateLimit, waitPhrase } from "#server/rate-limit/index";

/** The per-minute window of the per-address ceiling. */
export const ADDRESS_WINDOW_SECONDS = 60;

export class ThrottledError extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, "rate_limited", message);
  }
}

const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `sign-in:address:${ip}`;

/**
 * Sign-in throttling that protects accounts without locking out an office:
 * - per client address, AUTH_RATE_LIMIT_MAX attempts a minute (successful ones included), a
 *   ceiling above what an office of people signing in reaches and below credential stuffing;
 * - per account, whichever address tries: each attempt is counted before the password is
 *   checked and a success clears the count, so after AUTH_ACCOUNT_MAX_FAILURES failures within
 *   AUTH_ACCOUNT_LOCK_SECONDS even the right password is refused until the window ends.
 * Counting before the check (not after a failure) keeps concurrent guesses from slipping through.
 */
export async function throttleSignIn(db: Database, env: Env, ip: string, email: string | undefined): Promise<void> {
  const byAddress = await consumeRateLimit(db, addressKey(ip), {
    windowSeconds: ADDRESS_WINDOW_SECONDS,
    max: env.AUTH_RATE_LIMIT_MAX,
  });
  if (!byAddress.allowed) {
    throw new ThrottledError(
      `Too many sign-in attempts from your network. Please wait ${waitPhrase(byAddress.retryAfter)} and try again.`,
      byAddress.retryAfter,
    );
  }
  if (!email) return;
  const byAccount = await consumeRateLimit(db, accountKey(email), {
    windowSeconds: env.AUTH_ACCOUNT_LOCK_SECONDS,
    max: env.AUTH_ACCOUNT_MAX_FAILURES,
  });
  if (!byAccount.allowed) {
    throw new ThrottledError(
      `Too many failed sign-in attempts for this account. Please wait ${waitPhrase(byAccount.retryAfter)} and try again.`,
      byAccount.retryAfter,
    );
  }
}

/** A successful sign-in clears the account's count. */
export function clearSignInFailures(db: Database, email: string): Promise<void> {
  return resetRateLimit(db, accountKey(email));
}
