import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import type { ActivityEntry } from "#shared/schemas/project";
import { isoTimestamp } from "./project-sql";

export const ACTIVITY_LIMIT = 100;

/** 'Project History': the newest entries first. */
export async function listActivity(db: DbOrTx, projectId: string): Promise<ActivityEntry[]> {
  const result = await db.execute<{ entry: ActivityEntry }>(sql`
    select jsonb_build_object(
      'id', l.id,
      'action', l.action,
      'details', l.details,
      'created_at', ${isoTimestamp(sql`l.created_at`)},
      'actor_name', coalesce(nullif(u.name, ''), u.email)
    ) as entry
    from activity_log l left join "user" u on u.id = l.actor_id
    where l.project_id = ${projectId}
    order by l.created_at desc nulls last, l.id desc
    limit ${ACTIVITY_LIMIT}
  `);
  return result.rows.map((row) => row.entry);
}
