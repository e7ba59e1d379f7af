import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { preparedStatement } from "#server/db/prepared";
import { notFound } from "#server/lib/errors";
import type { JsonText } from "#server/lib/json-text";
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

/**
 * The whole detail view in one statement: the project, its creator, the person on
 * the current stage, its stages in order and its team. `alsoSelect` adds columns
 * over `p` (the policy's relation columns, when the check shares the statement).
 */
export const projectDetailStatement = (projectId: SQLWrapper, alsoSelect?: SQL) => sql`
  select (${listItemJsonb} || jsonb_build_object(
    'objectives', to_jsonb(p.objectives),
    'creator', case when cu.id is not null
      then jsonb_build_object('id', cu.id, 'full_name', nullif(cu.name, ''), 'email', cu.email) end,
    'stages', coalesce(
      (select jsonb_agg(${stageJson} order by ${stageOrder}) from ${stageFrom} where s.project_id = p.id),
      '[]'::jsonb),
    'assignments', coalesce(
      (select jsonb_agg(${assignmentJson} order by ${assignmentOrder}) from ${assignmentFrom} where a.project_id = p.id),
      '[]'::jsonb)
  ))::text as detail${alsoSelect ? sql`, ${alsoSelect}` : sql``}
  from projects p
  left join "user" cu on cu.id = p.created_by
  ${stageAssigneeJoin}
  where p.id = ${projectId}
`;

/** The detail view as JSON text, without the viewer's abilities. */
export type ProjectDetailRow = { detail: JsonText<Omit<ProjectDetail, "abilities">> };

/**
 * The detail JSON with the viewer's abilities added as its last key. The statement writes the
 * object; the abilities come from the policy check, so they are joined here as text rather than
 * by reading the whole object back in.
 */
export function withAbilities(
  detail: JsonText<Omit<ProjectDetail, "abilities">>,
  abilities: ProjectAbilities,
): JsonText<ProjectDetail> {
  return `${detail.slice(0, detail.lastIndexOf("}"))}, "abilities": ${JSON.stringify(abilities)}}`;
}

const projectDetail = preparedStatement<{ projectId: string }, ProjectDetailRow>((v) =>
  projectDetailStatement(v.projectId),
);

/** The detail view after a change the route already authorized; the abilities come from that check. */
export async function getProjectDetail(
  db: DbOrTx,
  projectId: string,
  abilities: ProjectAbilities,
): Promise<JsonText<ProjectDetail>> {
  const result = await projectDetail(db, { projectId });
  const row = result.rows[0];
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return withAbilities(row.detail, abilities);
}
