/**
 * The Admin's activity log across all projects: who did what, when, on which project.
 * Pages and the CSV export both walk (created_at, id) newest first by keyset, on
 * activity_log_created_at_id_idx (or the per-person index), never with OFFSET.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { decodeCursor, encodeCursor } from "#server/routes/projects/project-cursor";
import { isoTimestamp } from "#server/routes/projects/project-sql";
import { activitySentenceParts } from "#shared/activity";
import { ACTIVITY_PAGE_SIZE, type ActivityLogEntry, type ActivityLogQuery } from "#shared/schemas/activity-log";

export type ActivityLogFilters = Omit<ActivityLogQuery, "cursor" | "limit">;

interface Position {
  micros: string;
  id: string;
}

const entryJson = sql`jsonb_build_object(
  'id', l.id,
  'action', l.action,
  'details', l.details,
  'created_at', ${isoTimestamp(sql`l.created_at`)},
  'actor_id', l.actor_id,
  'actor_name', coalesce(nullif(u.name, ''), u.email),
  'project_id', l.project_id,
  'project_title', p.title
)`;

function conditions(filters: ActivityLogFilters, after: Position | null): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.actor) where.push(sql`l.actor_id = ${filters.actor}`);
  if (filters.project) where.push(sql`l.project_id = ${filters.project}::uuid`);
  if (filters.from) where.push(sql`l.created_at >= ${filters.from}::timestamptz`);
  if (filters.to) where.push(sql`l.created_at < ${filters.to}::timestamptz`);
  if (after) {
    where.push(
      sql`(l.created_at, l.id) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  return sql.join(where, sql` and `);
}

/** Up to `limit` entries after `after`, newest first, with each one's keyset position. */
async function fetchBatch(db: DbOrTx, filters: ActivityLogFilters, after: Position | null, limit: number) {
  const result = await db.execute<{ entry: ActivityLogEntry; micros: string }>(sql`
    select ${entryJson} as entry, l.micros
    from (
      select l.*, (extract(epoch from l.created_at) * 1000000)::bigint::text as micros
      from activity_log l
      where ${conditions(filters, after)}
      order by l.created_at desc nulls last, l.id desc nulls last
      limit ${limit}
    ) l
    left join "user" u on u.id = l.actor_id
    left join projects p on p.id = l.project_id
    order by l.created_at desc nulls last, l.id desc nulls last
  `);
  return result.rows;
}

export async function listActivityLog(db: DbOrTx, query: ActivityLogQuery) {
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await fetchBatch(db, query, cursor && { micros: cursor.updatedAtMicros, id: cursor.id }, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.entry),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAtMicros: last.micros, id: last.entry.id }) : null,
  };
}

export const CSV_COLUMNS = ["When (UTC)", "Who", "Action", "What", "Project", "Project ID", "Person ID"] as const;
export const EXPORT_BATCH_SIZE = 1000;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote.
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(entry: ActivityLogEntry): string {
  return `${[
    entry.created_at,
    entry.actor_name,
    entry.action,
    activitySentenceParts(entry).predicate,
    entry.project_title,
    entry.project_id,
    entry.actor_id,
  ]
    .map(csvCell)
    .join(",")}\r\n`;
}

/**
 * The filtered log as CSV, produced as the client reads it: each pull fetches the
 * next keyset batch, so memory holds one batch however long the log is, and a
 * client that stops reading stops the queries.
 */
export function activityLogCsv(db: DbOrTx, filters: ActivityLogFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Position | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          // A byte order mark so spreadsheet programs read the file as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.map(csvCell).join(",")}\r\n`));
          return;
        }
        const rows = await fetchBatch(db, filters, after, EXPORT_BATCH_SIZE);
        if (rows.length > 0) {
          const last = rows[rows.length - 1];
          after = { micros: last.micros, id: last.entry.id };
          controller.enqueue(encoder.encode(rows.map((row) => csvLine(row.entry)).join("")));
        }
        if (rows.length < EXPORT_BATCH_SIZE) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
