import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { executePrepared } from "#server/db/prepared";
import type { ProjectFacets, ProjectListItem, ProjectListQuery, ProjectListResponse } from "#shared/schemas/project";
import { decodeCursor, encodeCursor } from "./project-cursor";
import { assignedToCondition, listItemJson, pageAssigneeCtes } from "./project-sql";

export const DEFAULT_PAGE_SIZE = 24;
const FACET_LIMIT = 200;

/** ILIKE treats % and _ as wildcards; a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Which projects a page may hold, as the policy's projectListScope says: a condition on `projects p`, or the ids a non-Admin may see. */
type ListScope = { condition: SQL; visibleIds?: undefined } | { visibleIds: SQL; condition?: undefined };

/** The page's rows from `from` (which names them p), newest change first, with the keyset position of each. */
const pageOf = (where: SQL, rows: number, from = sql`projects p`) => sql`
  select p.*, (extract(epoch from p.updated_at) * 1000000)::bigint::text as micros
  from ${from}
  where ${where}
  order by p.updated_at desc nulls last, p.id desc nulls last
  limit ${rows}`;

/**
 * A non-Admin's page, from the ids they may see (`visible`), found one of two ways, chosen in
 * the statement by how many they see:
 * - look each visible project up and keep the newest: costs about one index lookup per visible
 *   project, so it is the way for someone who sees a few hundred projects or fewer;
 * - walk the (updated_at, id) index from the top and keep the visible rows (a hashed set): costs
 *   about rows × total / visible index entries, far less once someone sees a large share of a
 *   large table. A lookup costs about ten index entries, so the walk is taken once
 *   visible² × 10 > rows × total. The sublink is wrapped in `is true` so Postgres keeps it as a
 *   hashed filter on the walk instead of turning it into a join that visits every visible row.
 * Filters other than the cursor make the walk's cost unknowable, so they always look up.
 */
function visiblePage(visibleIds: SQL, filters: SQL, rows: number, walkAllowed: boolean) {
  const ctes = sql`
    visible as materialized (${visibleIds}),
    strategy as materialized (
      select ${walkAllowed}::boolean
        and (select count(*) from visible) ^ 2 * 10 > ${rows}::bigint * (select sum(project_count) from project_stage_counts)
        as walk
    ),`;
  // The lookup is spelled as a lateral subquery with `limit 1` (ids are unique, so it changes no
  // result) so the planner cannot turn it into a scan of the whole table joined to the ids.
  const lookUp = sql`(select distinct id from visible) v
    cross join lateral (select * from projects p where p.id = v.id limit 1) p`;
  const page = sql`
    (${pageOf(sql`(select walk from strategy) is not true and ${filters}`, rows, lookUp)})
    union all
    (${pageOf(sql`(select walk from strategy) and (p.id in (select id from visible)) is true and ${filters}`, rows)})`;
  return { ctes, page };
}

/**
 * One page of the projects `scope` (from policy) admits, newest change first. Keyset pagination on
 * (updated_at, id), which projects_updated_at_id_idx serves directly: no OFFSET, no
 * COUNT, and one more row than asked for tells whether there is a next page.
 * The page is cut first and the stage assignee found for those rows only, in one pass.
 * 'nulls last' matches how drizzle declares the DESC index; without it Postgres
 * cannot walk the index and sorts the whole table instead.
 */
export async function listProjects(
  db: Database,
  scope: ListScope,
  query: ProjectListQuery,
  viewerId: string,
): Promise<ProjectListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(sql`(p.title ilike ${pattern} or p.author ilike ${pattern} or p.summary ilike ${pattern})`);
  }
  if (query.subject) filters.push(sql`p.subject = ${query.subject}`);
  if (query.level) filters.push(sql`p.level = ${query.level}`);
  if (query.stage) filters.push(sql`p.current_stage = ${query.stage}`);
  if (query.assigned === "me") filters.push(assignedToCondition(viewerId));
  const narrowed = filters.length > 0;
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(
      sql`(p.updated_at, p.id) < (timestamptz 'epoch' + ${after.updatedAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  const where = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;

  const { ctes, page } = scope.visibleIds
    ? visiblePage(scope.visibleIds, where, limit + 1, !narrowed)
    : { ctes: sql``, page: pageOf(sql`${scope.condition} and ${where}`, limit + 1) };
  const result = await executePrepared<{ item: ProjectListItem; micros: string }>(
    db,
    sql`
      with ${ctes}
      page as materialized (${page}),
      ${pageAssigneeCtes}
      select ${listItemJson} as item, p.micros
      from page p
      left join assignee sa on sa.project_id = p.id
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
