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
 * The whole detail view in one statement: the project, its creator, the person on the current
 * stage, its stages in order and its team, as one jsonb object in the shape of the response
 * schema (pg parses it into an object). `alsoSelect` adds columns over `p` to the row: the
 * policy's relation columns, when the access check shares the statement. No row: no such project.
 */
export async function readProjectDetail<Also extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  projectId: string,
  alsoSelect?: SQL,
): Promise<({ detail: ProjectDetailView } & Also) | undefined> {
  const { rows } = await db.execute<{ detail: ProjectDetailView } & Also>(sql`
    select ${listItemJsonb} || jsonb_build_object(
      'objectives', to_jsonb(p.objectives),
      'creator', case when cu.id is not null
        then jsonb_build_object('id', cu.id, 'full_name', nullif(cu.name, ''), 'email', cu.email) end,
      'stages', coalesce(
        (select jsonb_agg(${stageJson} order by ${stageOrder}) from ${stageFrom} where s.project_id = p.id),
        '[]'::jsonb),
      'assignments', coalesce(
        (select jsonb_agg(${assignmentJson} order by ${assignmentOrder}) from ${assignmentFrom} where a.project_id = p.id),
        '[]'::jsonb)
    ) as detail${alsoSelect ? sql`, ${alsoSelect}` : sql``}
    from projects p
    left join "user" cu on cu.id = p.created_by
    ${stageAssigneeJoin}
    where p.id = ${projectId}
  `);
  return rows[0] as ({ detail: ProjectDetailView } & Also) | undefined;
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
