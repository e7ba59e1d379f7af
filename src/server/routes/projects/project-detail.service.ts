import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { notFound } from "#server/lib/errors";
import type { ProjectAbilities } from "#shared/project-policy";
import { PROJECT_NOT_FOUND } from "#shared/project-policy";
import type { ProjectDetail } from "#shared/schemas/project";
import {
  assignmentFrom,
  assignmentJson,
  assignmentOrder,
  listItemJsonb,
  stageAssigneeJoin,
  stageFrom,
  stageJson,
  stageOrder,
} from "./project-sql";

/** The detail view without the viewer's abilities, which come from the policy check. */
export type ProjectDetailView = Omit<ProjectDetail, "abilities">;

/**
 * The detail view as one jsonb object in the shape of the response schema (pg parses it into an
 * object): the project, its creator, the person on the current stage, its stages in order and
 * its team.
 */
const detailJsonb = sql<ProjectDetailView>`${listItemJsonb} || jsonb_build_object(
  'objectives', to_jsonb(p.objectives),
  'creator', case when cu.id is not null
    then jsonb_build_object('id', cu.id, 'full_name', nullif(cu.name, ''), 'email', cu.email) end,
  'stages', coalesce(
    (select jsonb_agg(${stageJson} order by ${stageOrder}) from ${stageFrom} where s.project_id = p.id),
    '[]'::jsonb),
  'assignments', coalesce(
    (select jsonb_agg(${assignmentJson} order by ${assignmentOrder}) from ${assignmentFrom} where a.project_id = p.id),
    '[]'::jsonb)
)`;
const detailFrom = sql`projects p left join "user" cu on cu.id = p.created_by ${stageAssigneeJoin}`;

type Selected<Fields extends Record<string, SQL>> = { [K in keyof Fields]: Fields[K] extends SQL<infer T> ? T : never };

/**
 * The whole detail view in one statement; `accessFields` adds the policy's relation fields (over
 * `p`) to the row, when the access check shares the statement. No row: no such project.
 *
 * A named statement (drizzle's prepare): each connection parses and plans it once, where
 * planning it anew cost about as much as running it.
 */
export async function readProjectDetail<Access extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  projectId: string,
  accessFields?: Access,
): Promise<({ detail: ProjectDetailView } & Selected<Access>) | undefined> {
  const [row] = await db
    .select({ detail: detailJsonb, ...accessFields })
    .from(detailFrom)
    .where(sql`p.id = ${projectId}`)
    .prepare(accessFields ? "project_detail_with_access" : "project_detail")
    .execute();
  return row as ({ detail: ProjectDetailView } & Selected<Access>) | undefined;
}

/** The project's detail view with the viewer's abilities, which the route's policy check decided. */
export async function getProjectDetail(
  db: DbOrTx,
  projectId: string,
  abilities: ProjectAbilities,
): Promise<ProjectDetail> {
  const row = await readProjectDetail(db, projectId);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { ...row.detail, abilities };
}
