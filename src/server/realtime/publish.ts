import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import type { LiveEvent } from "#shared/realtime";

/** The Postgres channel every instance LISTENs on. */
export const LIVE_CHANNEL = "folio_live_events";

/** What travels through NOTIFY: the event and the users it is addressed to. */
export interface LiveEnvelope {
  event: LiveEvent;
  userIds: string[];
}

/** NOTIFY payloads must stay under 8000 bytes; user ids are short, so a few hundred fit per message. */
const MAX_PAYLOAD_BYTES = 7000;

function envelopes(event: LiveEvent, userIds: string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  const encode = (ids: string[]) => JSON.stringify({ event, userIds: ids } satisfies LiveEnvelope);
  for (const id of userIds) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, id])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(id);
  }
  if (batch.length > 0) payloads.push(encode(batch));
  return payloads;
}

/**
 * Queues a live event for the given users. Called inside the writing
 * transaction: Postgres delivers NOTIFY only when that transaction commits, and
 * drops it on rollback, so nobody hears of a change that did not happen.
 * The recipients are decided here, at commit time, by the caller.
 */
export async function publishLiveEvent(tx: DbOrTx, event: LiveEvent, userIds: Iterable<string | null>): Promise<void> {
  const ids = [...new Set([...userIds].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const calls = envelopes(event, ids).map((payload) => sql`pg_notify(${LIVE_CHANNEL}, ${payload})`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
