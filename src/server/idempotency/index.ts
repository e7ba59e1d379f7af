import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "#server/context";
import type { Database, Transaction } from "#server/db/client";
import { idempotentRequests } from "#server/db/schema/index";
import { ApiError } from "#server/lib/errors";

/**
 * A change whose answer is lost on the way (a phone on a train) leaves its sender unsure whether it
 * was made. A client that names the change with an `Idempotency-Key` header can send it again
 * safely: the first time the change is made and its answer kept; a resend with the same key and the
 * same body gets that answer back, and nothing is made twice. A key is kept for a day.
 */

const KEY_MESSAGE = "Idempotency-Key must be 8 to 64 letters, digits, '-' or '_'";

/** The optional header, for a route's `request.headers`. */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(8, KEY_MESSAGE)
    .max(64, KEY_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, KEY_MESSAGE)
    .optional()
    .openapi({
      description:
        "Optional: a name for this one change (a UUID, say). Sent again with the same key and body within a day, the change is not made again; the first answer comes back with `Idempotent-Replayed: true`.",
    }),
});

/** Marks an answer that is a kept one, not a change made now. */
const REPLAYED_HEADER = "Idempotent-Replayed";

/** The answer to a key sent again with another body: the client reused a key by mistake. */
const keyReused = () =>
  new ApiError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different change. Send this change with a new key.",
  );

/** Keys older than this are forgotten; a resend comes within minutes, not days. */
const KEEP_FOR = sql`interval '1 day'`;
/** Old keys are deleted now and then, so the table holds about a day of changes. */
const PRUNE_EVERY = 200;
let sinceLastPrune = 0;

export interface IdempotentChange {
  userId: string;
  /** The header's value; without one, the change is simply made. */
  key: string | undefined;
  /** What the request asked for (its route, project and body): a key resent with anything else is refused. */
  request: unknown;
}

/**
 * Makes the change once per key: `change` runs in a transaction that also claims the key and keeps
 * the answer. A concurrent resend waits on the claim and then gets the kept answer. A change that
 * fails keeps nothing, so its resend is tried afresh.
 */
async function once<T>(
  db: Database,
  { userId, key, request }: IdempotentChange,
  change: (tx: Transaction) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (!key) return { answer: await db.transaction(change), replayed: false };
  const fingerprint = createHash("sha256").update(JSON.stringify(request)).digest("base64url");
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
    if (claimed.length === 0) {
      const [kept] = await tx.select().from(idempotentRequests).where(mine);
      if (kept.fingerprint !== fingerprint) throw keyReused();
      return { answer: kept.response as T, replayed: true };
    }
    const answer = await change(tx);
    await tx.update(idempotentRequests).set({ response: answer }).where(mine);
    return { answer, replayed: false };
  });
  sinceLastPrune += 1;
  if (sinceLastPrune >= PRUNE_EVERY) {
    sinceLastPrune = 0;
    await forgetOldKeys(db);
  }
  return outcome;
}

/** `once` for a route: the answer to send, with `Idempotent-Replayed: true` set when it is a kept one. */
export async function answerOnce<T>(
  c: Context<AppEnv>,
  request: IdempotentChange,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { answer, replayed } = await once(c.var.deps.db, request, change);
  if (replayed) c.header(REPLAYED_HEADER, "true");
  return answer;
}

/** Deletes the keys kept longer than a day: a resend of those changes would be made again. */
export async function forgetOldKeys(db: Database): Promise<void> {
  await db.delete(idempotentRequests).where(sql`${idempotentRequests.createdAt} < now() - ${KEEP_FOR}`);
}
