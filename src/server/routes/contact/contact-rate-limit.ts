import type { AppDeps } from "#server/context";

/** How long one allowance of CONTACT_RATE_LIMIT_MAX messages per client IP lasts. */
export const CONTACT_RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per client IP, kept in memory. Each app process counts on its own,
 * which is enough to stop a spam run; it needs no table and stores no IP addresses.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns the seconds to wait if the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    this.prune(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (window.count >= this.max) return Math.ceil((window.resetAt - now) / 1000);
    window.count += 1;
    return 0;
  }

  private prune(now: number): void {
    // Bounded memory under a flood of distinct addresses: drop expired windows once the map grows.
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const limiters = new WeakMap<AppDeps, RateLimiter>();

/** One limiter per app instance (tests create several apps in one process). */
export function contactRateLimiter(deps: AppDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiter(deps.env.CONTACT_RATE_LIMIT_MAX, CONTACT_RATE_LIMIT_WINDOW_MS);
    limiters.set(deps, limiter);
  }
  return limiter;
}
