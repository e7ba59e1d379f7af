import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Viewer } from "#server/context";
import type { DbOrTx } from "#server/db/client";
import { forbidden, notFound } from "#server/lib/errors";
import { can } from "#shared/permissions";
import { PROJECT_NOT_FOUND, type ProjectAbilities, projectAbilities } from "#shared/project-policy";
import { isUuid } from "#shared/schemas/common";
import type { ProjectListQuery } from "#shared/schemas/project";
import { requireViewer } from "./viewer";

/** A project ability, or changing the project team, which is Admin only. */
export type ProjectAction = keyof ProjectAbilities | "assignTeam";

export interface ProjectAccess {
  viewer: Viewer;
  projectId: string;
  abilities: ProjectAbilities;
}

/** The four ways a user relates to project `p`, each one probe of an index. */
const relationTests = (userId: SQLWrapper | string) => ({
  isCreator: sql`p.created_by = ${userId}`,
  isAssignedMember: sql`exists (select 1 from project_assignments a where a.project_id = p.id and a.user_id = ${userId})`,
  isStageAssignee: sql`exists (select 1 from project_stages s where s.project_id = p.id and s.assigned_user_id = ${userId})`,
  hasAcceptedShare: sql`exists (
    select 1 from project_shares sh
    where sh.project_id = p.id and sh.shared_with = ${userId} and sh.status = 'accepted'
  )`,
});

/**
 * The viewer's relation to project `p`, as the four fields abilitiesFrom reads, for a select
 * over `projects p`. Admins are decided by role alone, but the row is still read so a missing
 * project answers 404 for them too.
 */
const relationFields = (viewerId: string) => {
  const test = relationTests(viewerId);
  return {
    is_creator: sql<boolean>`coalesce(${test.isCreator}, false)`,
    is_assigned_member: sql<boolean>`${test.isAssignedMember}`,
    is_stage_assignee: sql<boolean>`${test.isStageAssignee}`,
    has_accepted_share: sql<boolean>`${test.hasAcceptedShare}`,
  };
};

export type ProjectRelationFields = ReturnType<typeof relationFields>;
type RelationRow = { [K in keyof ProjectRelationFields]: boolean };

/** A named statement, so each connection parses and plans it once (see the detail read). */
async function projectRelation(db: DbOrTx, projectId: string, viewerId: string) {
  const [row] = await db
    .select(relationFields(viewerId))
    .from(sql`projects p`)
    .where(sql`p.id = ${projectId}`)
    .prepare("project_relation")
    .execute();
  return row as RelationRow | undefined;
}

/** null when the project does not exist (no row). */
function abilitiesFrom(viewer: Viewer, row: RelationRow | undefined): ProjectAbilities | null {
  if (!row) return null;
  return projectAbilities({
    role: viewer.role,
    isCreator: row.is_creator,
    isAssignedMember: row.is_assigned_member,
    isStageAssignee: row.is_stage_assignee,
    hasAcceptedShare: row.has_accepted_share,
  });
}

const FORBIDDEN_MESSAGES: Partial<Record<ProjectAction, string>> = {
  edit: "You don't have permission to change this project.",
  delete: "Only an Admin or the project's creator can delete this project.",
  assignTeam: "Only an Admin can change the project team.",
};

/** Per request, so a route middleware and its handler share one lookup. */
const accessCache = new WeakMap<Context, Map<string, ProjectAbilities | null>>();

function rememberAccess(c: Context<AppEnv>, projectId: string, abilities: ProjectAbilities | null) {
  let perRequest = accessCache.get(c);
  if (!perRequest) {
    perRequest = new Map();
    accessCache.set(c, perRequest);
  }
  perRequest.set(projectId, abilities);
}

/** The gate's verdict on abilities already read: 404 unless the viewer may see it, else 403 unless allowed. */
function decide(viewer: Viewer, projectId: string, action: ProjectAction, abilities: ProjectAbilities | null) {
  if (!abilities?.view) throw notFound(PROJECT_NOT_FOUND);
  const allowed = action === "assignTeam" ? can(viewer.role, "assignProjectTeam") : abilities[action];
  if (!allowed) throw forbidden(FORBIDDEN_MESSAGES[action] ?? FORBIDDEN_MESSAGES.edit);
  return { viewer, projectId, abilities };
}

/**
 * The one gate for every project-scoped route:
 * anonymous → 401; a project the viewer may not see, or that does not exist,
 * or whose id is not even a UUID → the same 404; seen but not allowed → 403.
 */
export async function authorizeProject(
  c: Context<AppEnv>,
  projectId: string,
  action: ProjectAction,
): Promise<ProjectAccess> {
  const viewer = await requireViewer(c);
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  let abilities = accessCache.get(c)?.get(projectId);
  if (abilities === undefined) {
    abilities = abilitiesFrom(viewer, await projectRelation(c.var.deps.db, projectId, viewer.id));
    rememberAccess(c, projectId, abilities);
  }
  return decide(viewer, projectId, action, abilities);
}

/**
 * The same gate, for a read that shares the check's statement to save the round trip (the
 * project page): `read` adds the given relation fields to its select over `projects p`, where
 * `p.id` is the project, and answers its row, or none when there is no such project. The row
 * reaches the caller only once the viewer may `action` the project.
 */
export async function authorizeProjectWith<Row extends object>(
  c: Context<AppEnv>,
  projectId: string,
  action: ProjectAction,
  read: (relationFields: ProjectRelationFields) => Promise<(Row & RelationRow) | undefined>,
): Promise<ProjectAccess & { row: Row }> {
  const viewer = await requireViewer(c);
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const row = await read(relationFields(viewer.id));
  const abilities = abilitiesFrom(viewer, row);
  rememberAccess(c, projectId, abilities);
  const access = decide(viewer, projectId, action, abilities);
  if (!row) throw notFound(PROJECT_NOT_FOUND); // decide has refused already: no row, no abilities
  return { ...access, row };
}

/**
 * The ids of the projects a non-Admin may see: what they created, are assigned to (team or a
 * stage), or hold an accepted share of. Each branch is an indexed lookup by user. The
 * project_visibility table holds the same rule, kept by triggers (migration 0007) for the list.
 */
function visibleProjectIds(viewer: Viewer): SQL {
  return sql`
    select id from projects where created_by = ${viewer.id}
    union all select project_id from project_assignments where user_id = ${viewer.id}
    union all select project_id from project_stages where assigned_user_id = ${viewer.id}
    union all select project_id from project_shares where shared_with = ${viewer.id} and status = 'accepted'`;
}

/** The same rule row by row, on `projects p`: the first of the relation tests that holds ends it. */
function seesProject(viewer: Viewer): SQL {
  const test = relationTests(viewer.id);
  return sql`(${test.isCreator} or ${test.isAssignedMember} or ${test.isStageAssignee} or ${test.hasAcceptedShare})`;
}

/**
 * The same visibility rule for lists, as a condition on `projects p`:
 * Admin sees every project; anyone else what visibleProjectIds names. One semi-join on
 * indexed columns, so the planner can still walk the (updated_at, id) index.
 */
export function visibleProjectsCondition(viewer: Viewer, alias = sql.raw("p")): SQL {
  if (viewer.role === "Admin") return sql`true`;
  return sql`${alias}.id in (${visibleProjectIds(viewer)})`;
}

/**
 * Everyone who may see the project right now: the same rule as
 * visibleProjectsCondition, read from the project's side. Live events about a
 * project go to exactly these users, decided inside the writing transaction.
 */
export async function projectAudience(db: DbOrTx, projectId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select user_id as id from user_roles where role = 'Admin'
    union select created_by from projects where id = ${projectId} and created_by is not null
    union select user_id from project_assignments where project_id = ${projectId}
    union select assigned_user_id from project_stages where project_id = ${projectId} and assigned_user_id is not null
    union select shared_with from project_shares where project_id = ${projectId} and status = 'accepted'
  `);
  return result.rows.map((row) => row.id);
}

/**
 * Which projects a list shows: a condition on `projects p`. For a non-Admin, also whose rows of
 * project_visibility to walk (`visibleTo`): that table gives the order and the reach, and the
 * condition, the live rule, still decides every row shown.
 */
export type ProjectListScope = { condition: SQL; visibleTo?: string };

/**
 * Which projects a list shows. Admin chooses all, mine (created by them) or others
 * (Staff Projects); everyone else gets exactly what they may see, and the filter is ignored.
 */
export function projectListScope(viewer: Viewer, filter: ProjectListQuery["filter"]): ProjectListScope {
  if (viewer.role !== "Admin") return { condition: seesProject(viewer), visibleTo: viewer.id };
  if (filter === "mine") return { condition: sql`p.created_by = ${viewer.id}` };
  if (filter === "others") return { condition: sql`p.created_by is distinct from ${viewer.id}` };
  return { condition: sql`true` };
}

/**
 * Anyone signed in may register a project; only a role that may assign a project team may
 * name one while doing so (403 otherwise). Answers the creator's abilities on the new project.
 */
export async function authorizeProjectCreation(
  c: Context<AppEnv>,
  input: { assignments?: unknown[] | null },
): Promise<{ viewer: Viewer; abilities: ProjectAbilities }> {
  const viewer = await requireViewer(c);
  if (input.assignments?.length && !can(viewer.role, "assignProjectTeam")) {
    throw forbidden("Only an Admin can assign a project team.");
  }
  const abilities = projectAbilities({
    role: viewer.role,
    isCreator: true,
    isAssignedMember: false,
    isStageAssignee: false,
    hasAcceptedShare: false,
  });
  return { viewer, abilities };
}
