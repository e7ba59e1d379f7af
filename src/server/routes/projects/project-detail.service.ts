import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { preparedOnce } from "#server/db/prepared-once";
import { notFound } from "#server/lib/errors";
import type { ProjectAbilities } from "#shared/project-policy";
import { PROJECT_NOT_FOUND } from "#shared/project-policy";
import type { ProjectDetail } from "#shared/schemas/project";
import {
  assignmentFrom,
  assignmentJson,
  assignmentOrder,
  listItemJsonFields,
  stageAssigneeJoin,
  stageFrom,
  stageJson,
  stageOrder,
} from "./project-sql";

/** The detail view without the viewer's abilities, which come from the policy check. */
export type ProjectDetailView = Omit<ProjectDetail, "abilities">;

/**
 * The detail view as one json object in the shape of the response schema (pg parses it into an
 * object): the project, its creator, the person on the current stage, its stages in order and
 * its team.
 */
const detailJson = sql<ProjectDetailView>`json_build_object(${listItemJsonFields},
  'objectives', to_json(p.objectives),
  'creator', case when cu.id is not null
    then json_build_object('id', cu.id, 'full_name', nullif(cu.name, ''), 'email', cu.email) end,
  'stages', coalesce(
    (select json_agg(${stageJson} order by ${stageOrder}) from ${stageFrom} where s.project_id = p.id),
    '[]'::json),
  'assignments', coalesce(
    (select json_agg(${assignmentJson} order by ${assignmentOrder}) from ${assignmentFrom} where a.project_id = p.id),
    '[]'::json)
)`;
const detailFrom = sql`projects p left join "user" cu on cu.id = p.created_by ${stageAssigneeJoin}`;

/** Relation fields a policy check adds to the read (over `p`), with the statement parameters they use. */
type AccessFields = { fields: Record<string, SQL>; params: Record<string, unknown> };

const whereProject = sql`p.id = ${sql.placeholder("projectId")}`;
const detailStatement = preparedOnce((db) =>
  db.select({ detail: detailJson }).from(detailFrom).where(whereProject).prepare("project_detail"),
);
/** Built on the first call's access fields: the policy's are a constant, the viewer a parameter. */
const detailWithAccessStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareDetailWithAccess>>();
const prepareDetailWithAccess = (db: DbOrTx, fields: Record<string, SQL>) =>
  db
    .select({ detail: detailJson, ...fields })
    .from(detailFrom)
    .where(whereProject)
    .prepare("project_detail_with_access");

/**
 * The whole detail view in one statement; `access` adds the policy's relation fields (over `p`)
 * to the row, when the access check shares the statement. No row: no such project.
 *
 * Named statements, each prepared once (see db/prepared-once.ts): planning the statement anew
 * cost about as much as running it.
 */
export async function readProjectDetail<Row extends object = object>(
  db: DbOrTx,
  projectId: string,
  access?: AccessFields,
): Promise<({ detail: ProjectDetailView } & Row) | undefined> {
  if (!access) {
    const [row] = await detailStatement(db).execute({ projectId });
    return row as ({ detail: ProjectDetailView } & Row) | undefined;
  }
  let statement = detailWithAccessStatements.get(db);
  if (!statement) {
    statement = prepareDetailWithAccess(db, access.fields);
    detailWithAccessStatements.set(db, statement);
  }
  const [row] = await statement.execute({ projectId, ...access.params });
  return row as ({ detail: ProjectDetailView } & Row) | undefined;
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
