import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { executePrepared } from "#server/db/prepared";
import type { ProjectFacets, ProjectListItem, ProjectListQuery, ProjectListResponse } from "#shared/schemas/project";
import { decodeCursor, encodeCursor } from "./project-cursor";
import { assignedToCondition, listItemJson, stageAssigneeJoin } from "./project-sql";

export const DEFAULT_PAGE_SIZE = 24;
const FACET_LIMIT = 200;

/** ILIKE treats % and _ as wildcards; a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * One page of the projects `scope` (a condition on `projects p`, from policy) admits, newest change first. Keyset pagination on
 * (updated_at, id), which projects_updated_at_id_idx serves directly: no OFFSET, no
 * COUNT, and one more row than asked for tells whether there is a next page.
 * The page is cut first and the stage assignee joined to those rows only.
 * 'nulls last' matches how drizzle declares the DESC index; without it Postgres
 * cannot walk the index and sorts the whole table instead.
 */
export async function listProjects(
  db: Database,
  scope: SQL,
  query: ProjectListQuery,
  viewerId: string,
): Promise<ProjectListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [scope];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(p.title ilike ${pattern} or p.author ilike ${pattern} or p.summary ilike ${pattern})`);
  }
  if (query.subject) conditions.push(sql`p.subject = ${query.subject}`);
  if (query.level) conditions.push(sql`p.level = ${query.level}`);
  if (query.stage) conditions.push(sql`p.current_stage = ${query.stage}`);
  if (query.assigned === "me") conditions.push(assignedToCondition(viewerId));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      sql`(p.updated_at, p.id) < (timestamptz 'epoch' + ${after.updatedAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }

  const result = await executePrepared<{ item: ProjectListItem; micros: string }>(
    db,
    sql`
    select ${listItemJson} as item, p.micros
    from (
      select p.*, (extract(epoch from p.updated_at) * 1000000)::bigint::text as micros
      from projects p
      where ${sql.join(conditions, sql` and `)}
      order by p.updated_at desc nulls last, p.id desc nulls last
      limit ${limit + 1}
    ) p
    ${stageAssigneeJoin}
    order by p.updated_at desc nulls last, p.id desc nulls last
  `,
  );

  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => row.item),
    nextCursor:
      result.rows.length > limit && last ? encodeCursor({ updatedAtMicros: last.micros, id: last.item.id }) : null,
  };
}

/** The subject and level options of the list filters, drawn from the projects `visible` (a condition on `projects p`) admits. */
export async function projectFacets(db: Database, visible: SQL): Promise<ProjectFacets> {
  const result = await db.execute<ProjectFacets>(sql`
    select
      array(
        select distinct p.subject from projects p
        where ${visible} and coalesce(p.subject, '') <> ''
        order by 1 limit ${FACET_LIMIT}
      ) as subjects,
      array(
        select distinct p.level from projects p
        where ${visible} and coalesce(p.level, '') <> ''
        order by 1 limit ${FACET_LIMIT}
      ) as levels
  `);
  return result.rows[0];
}
