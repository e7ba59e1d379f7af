import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters shared by every app instance (sign-in throttling, Better Auth's own
 * limits, the contact form). One row per key; a row whose window has ended counts as empty.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_window_ends_at_idx").on(t.windowEndsAt)],
);
