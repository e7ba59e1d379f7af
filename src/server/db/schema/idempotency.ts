import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * One row per change a client sent with an `Idempotency-Key`: what the request was (its
 * fingerprint) and what it answered. A resend with the same key gets that answer again instead of
 * making the change twice. The row is claimed and its response stored in the transaction that
 * makes the change, so a committed row always has its response.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotent_requests_created_at_idx").on(t.createdAt)],
);
