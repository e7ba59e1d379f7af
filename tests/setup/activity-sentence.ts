import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { type ActivityDetails, activitySentence } from "#shared/activity";

/** A stored activity_log row as people read it: its actor's current name and the shared sentence. */
export async function sentenceOf(
  db: DbOrTx,
  row: { action: string; details: ActivityDetails; actorId: string | null },
): Promise<string> {
  const actor = row.actorId
    ? await db.execute<{ name: string }>(
        sql`select coalesce(nullif(name, ''), email) as name from "user" where id = ${row.actorId}`,
      )
    : null;
  return activitySentence({ action: row.action, details: row.details, actor_name: actor?.rows[0]?.name ?? null });
}
