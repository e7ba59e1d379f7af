import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Viewer } from "#server/context";
import type { DbOrTx } from "#server/db/client";

/*
 * Who may see a project is defined once, by the database view project_viewers (migration
 * 0009): one row for every way a user comes to see a project (Admin, creator, team member,
 * stage assignee, accepted share). These builders are the only way the server asks it: the
 * detail check, the project list and facets, the dashboard and the board, the files
 * repository, and the audience of live events and notifications. The project_visibility
 * triggers decide their pairs from the same view.
 */

/** The ways `userId` sees the project `projectId`, as a text[]: empty when they may not see it. */
export function waysInColumn(projectId: SQLWrapper, userId: SQLWrapper | string): SQL {
  return sql`array(select pv.via from project_viewers pv where pv.project_id = ${projectId} and pv.user_id = ${userId})`;
}

/** Whether `userId` sees the project `projectId`: one probe of each way in. */
export function seesProject(projectId: SQLWrapper, userId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from project_viewers pv where pv.project_id = ${projectId} and pv.user_id = ${userId})`;
}

/**
 * The projects the viewer sees, as a condition on `projects p` (or `alias`) for a list or a
 * count. The view gives every Admin every project, so an Admin's condition is simply true and a
 * list walks its own index. Anyone else sees the projects of their own rows, found by user;
 * leaving out the Admin way, which they do not have, keeps that to four indexed lookups.
 */
export function visibleProjectsCondition(viewer: Viewer, alias: SQLWrapper = sql.raw("p")): SQL {
  if (viewer.role === "Admin") return sql`true`;
  return sql`${alias}.id in (
    select pv.project_id from project_viewers pv where pv.user_id = ${viewer.id} and pv.via <> 'admin')`;
}

/**
 * Everyone who may see the project right now, read inside the caller's transaction. Live events
 * about a project go to exactly these users.
 */
export async function projectAudience(db: DbOrTx, projectId: string): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(
    sql`select distinct pv.user_id from project_viewers pv where pv.project_id = ${projectId}`,
  );
  return result.rows.map((row) => row.user_id);
}

/** Of `userIds`, those who may see the project right now (a notification about it goes only to them). */
export async function projectViewersAmong(db: DbOrTx, projectId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await db.execute<{ user_id: string }>(sql`
    select distinct pv.user_id from project_viewers pv
    where pv.project_id = ${projectId} and pv.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Set(result.rows.map((row) => row.user_id));
}
