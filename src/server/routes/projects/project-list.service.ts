import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { executeNamed, limitRows } from "#server/db/named-statement";
import type { ProjectFacets, ProjectListItem, ProjectListQuery, ProjectListResponse } from "#shared/schemas/project";
import { decodeCursor, encodeCursor, type ProjectCursor } from "./project-cursor";
import {
  afterCursor,
  decodeSortCursor,
  encodeSortCursor,
  type OtherSort,
  type SortCursor,
  sortKey,
  sortOrder,
} from "./project-sort";
import { assignedToCondition, isoTimestamp, pageAssigneeCtes } from "./project-sql";

export const DEFAULT_PAGE_SIZE = 24;
const FACET_LIMIT = 200;

/** ILIKE treats % and _ as wildcards; a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Which projects a page may hold, as the policy's projectListScope says (a condition on `projects p`, and for a non-Admin whose visibility rows to walk). */
type ListScope = { condition: SQL; visibleTo?: string };

/** The newest change first; 'nulls last' matches how drizzle declares the DESC indexes, so Postgres walks them instead of sorting. */
const newestFirst = sql`p.updated_at desc nulls last, p.id desc nulls last`;

/**
 * The page's rows (one more than asked, to tell whether there is a next page), each with its
 * keyset position. An Admin's page walks projects_updated_at_id_idx; anyone else's walks their
 * own rows of project_visibility (the same order, copied there by its triggers), so a page costs
 * about its own rows however many projects exist or how many the user sees. Every row must also
 * pass the scope's condition, the live rule.
 */
function pageRows(scope: ListScope, filters: SQL[], cursor: ProjectCursor | undefined, rows: number) {
  const where = [scope.condition, ...filters];
  if (!scope.visibleTo) {
    if (cursor) where.push(sql`(p.updated_at, p.id) < ${cursorKey(cursor)}`);
    return sql`
      select p.*, ${micros} as micros from projects p
      where ${sql.join(where, sql` and `)}
      order by ${newestFirst}
      ${limitRows(rows)}`;
  }
  where.push(sql`v.user_id = ${scope.visibleTo}`);
  if (cursor) where.push(sql`(v.updated_at, v.project_id) < ${cursorKey(cursor)}`);
  return sql`
    select p.*, ${micros} as micros
    from project_visibility v join projects p on p.id = v.project_id
    where ${sql.join(where, sql` and `)}
    order by v.updated_at desc nulls last, v.project_id desc nulls last
    ${limitRows(rows)}`;
}

const micros = sql`(extract(epoch from p.updated_at) * 1000000)::bigint::text`;
const cursorKey = (cursor: ProjectCursor) =>
  sql`(timestamptz 'epoch' + ${cursor.updatedAtMicros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;

/** A page row: the item's fields as plain columns, with its keyset position. */
type PageRow = {
  id: string;
  title: string;
  summary: string;
  author: string;
  subject: string | null;
  level: string | null;
  genre: string;
  deadline: string | null;
  current_stage: ProjectListItem["current_stage"];
  progress: number;
  has_cover: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_role: string | null;
  micros: string;
};

/** projectListItemSchema from a page row, keys in the schema's order (the detail's listItemJsonFields writes the same). */
const listItem = (row: PageRow): ProjectListItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  author: row.author,
  subject: row.subject,
  level: row.level,
  genre: row.genre,
  deadline: row.deadline,
  current_stage: row.current_stage,
  progress: row.progress,
  cover_url: row.has_cover ? `/api/projects/${row.id}/cover` : null,
  created_by: row.created_by,
  created_at: row.created_at,
  updated_at: row.updated_at,
  stage_assignee: row.assignee_id
    ? { id: row.assignee_id, full_name: row.assignee_name, role: row.assignee_role ?? "User" }
    : null,
});

/**
 * One page of the projects `scope` (from policy) admits, newest change first. Keyset
 * pagination on (updated_at, id): no OFFSET, no COUNT. The page is cut first and the stage
 * assignee found for those rows only, in one pass. The rows
 * come back as plain columns (dates already as text) and become the items here: Postgres's JSON
 * builders cost more per page than reading 25 rows and writing their JSON in node.
 */
export async function listProjects(
  db: Database,
  scope: ListScope,
  query: ProjectListQuery,
  viewerId: string,
): Promise<ProjectListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filters = listFilters(query, viewerId);
  if (query.sort && query.sort !== "updated") return listSorted(db, scope, query.sort, filters, query.cursor, limit);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;

  const statement = sql`
      with page as materialized (${pageRows(scope, filters, cursor, limit + 1)}),
      ${pageAssigneeCtes}
      select ${itemColumns}, p.micros
      from page p
      left join assignee sa on sa.project_id = p.id
      order by ${newestFirst}
    `;
  const rows = isUsualPage(query, filters, limit)
    ? await executeNamed<PageRow>(db, "project_page", statement)
    : (await db.execute<PageRow>(statement)).rows;
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map(listItem),
    nextCursor: last ? encodeCursor({ updatedAtMicros: last.micros, id: last.id }) : null,
  };
}

/**
 * The page everyone opens, newest change first: no search or filter, the usual size, and for an
 * Admin all projects. It runs as a named statement: its text depends only on the scope and whether
 * a cursor is given, so each connection keeps a handful of them, and Postgres plans each once
 * instead of on every request, where planning took longer than running. Every other page is
 * planned for its own values each time.
 *
 * One plan suits every viewer of this page: an Admin's walks the projects index, anyone
 * else's their own visibility rows. Not so an Admin's "mine" or "others": one creator may have a
 * handful of projects or nearly all, and a plan made for the average creator would walk the whole
 * index for one with a handful (decision 044).
 */
const isUsualPage = (query: ProjectListQuery, filters: SQL[], limit: number) =>
  filters.length === 0 && limit === DEFAULT_PAGE_SIZE && (query.filter ?? "all") === "all";

/** The search and filter conditions, the same in every order. */
function listFilters(query: ProjectListQuery, viewerId: string): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(sql`(p.title ilike ${pattern} or p.author ilike ${pattern} or p.summary ilike ${pattern})`);
  }
  // Free-text facets are chosen without regard to case: 'Literature' also finds 'literature'.
  if (query.subject) filters.push(sql`lower(p.subject) = lower(${query.subject})`);
  if (query.level) filters.push(sql`lower(p.level) = lower(${query.level})`);
  if (query.stage) filters.push(sql`p.current_stage = ${query.stage}`);
  if (query.assigned === "me") filters.push(assignedToCondition(viewerId));
  return filters;
}

/** The item's fields as plain columns, from a page `p` joined to its stage assignee `sa`. */
const itemColumns = sql`p.id, p.title, p.summary, p.author, p.subject, p.level, p.genre, p.deadline::text as deadline,
        p.current_stage, p.progress, p.cover_image is not null as has_cover, p.created_by,
        ${isoTimestamp(sql`p.created_at`)} as created_at, ${isoTimestamp(sql`p.updated_at`)} as updated_at,
        sa.user_id as assignee_id, sa.full_name as assignee_name, sa.role as assignee_role`;

/**
 * A page in the deadline or title order, keyset-paginated on (key, id). No index keeps these
 * orders, so Postgres sorts the projects the scope admits (a non-Admin: their own visibility
 * rows; an Admin: every project that passes the filters) and keeps the top of the sort: the cost
 * grows with what the viewer can see, unlike the default order's. Chosen on purpose, off the
 * default path.
 */
async function listSorted(
  db: Database,
  scope: ListScope,
  sort: OtherSort,
  filters: SQL[],
  cursorText: string | undefined,
  limit: number,
): Promise<ProjectListResponse> {
  const where = [scope.condition, ...filters];
  if (cursorText) where.push(afterCursor(sort, decodeSortCursor(sort, cursorText)));
  const from = scope.visibleTo ? sql`project_visibility v join projects p on p.id = v.project_id` : sql`projects p`;
  if (scope.visibleTo) where.push(sql`v.user_id = ${scope.visibleTo}`);
  const { rows } = await db.execute<PageRow & { sort_key: string | null }>(
    sql`
      with page as materialized (
        select p.*, ${sortKey[sort]} as sort_key from ${from}
        where ${sql.join(where, sql` and `)}
        order by ${sortOrder[sort]}
        ${limitRows(limit + 1)}
      ),
      ${pageAssigneeCtes}
      select ${itemColumns}, p.sort_key
      from page p
      left join assignee sa on sa.project_id = p.id
      order by ${sortOrder[sort]}
    `,
  );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const position: SortCursor | undefined = last ? { key: last.sort_key, id: last.id } : undefined;
  return {
    items: rows.slice(0, limit).map(listItem),
    nextCursor: position ? encodeSortCursor(sort, position) : null,
  };
}

/**
 * The options of the list filters and the form's suggestions, drawn from the projects `visible`
 * (a condition on `projects p`) admits. Values that differ only in case are one option, spelled
 * the way most projects spell it, as the filters match without regard to case.
 */
export async function projectFacets(db: Database, visible: SQL): Promise<ProjectFacets> {
  const options = (column: SQL) => sql`array(
        select mode() within group (order by ${column}) from projects p
        where ${visible} and coalesce(${column}, '') <> ''
        group by lower(${column})
        order by lower(${column}) limit ${FACET_LIMIT}
      )`;
  const result = await db.execute<ProjectFacets>(sql`
    select ${options(sql`p.subject`)} as subjects, ${options(sql`p.level`)} as levels, ${options(sql`p.genre`)} as genres
  `);
  return result.rows[0];
}
