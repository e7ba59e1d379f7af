import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { QueryResult } from "pg";
import type { AppEnv, Viewer } from "#server/context";
import type { DbOrTx } from "#server/db/client";
import { preparedStatement } from "#server/db/prepared";
import { forbidden, notFound } from "#server/lib/errors";
import { can } from "#shared/permissions";
import { PROJECT_NOT_FOUND, type ProjectAbilities, type ProjectWayIn, projectAbilities } from "#shared/project-policy";
import { isUuid } from "#shared/schemas/common";
import type { ProjectListQuery } from "#shared/schemas/project";
import { viewerSeesProject, waysInColumn } from "./project-viewers";
import { requireViewer } from "./viewer";

/** A project ability, or changing the project team, which is Admin only. */
export type ProjectAction = keyof ProjectAbilities | "assignTeam";

export interface ProjectAccess {
  viewer: Viewer;
  projectId: string;
  abilities: ProjectAbilities;
}

/** The viewer's ways in to project `p` (from project_viewers), the one column abilitiesFrom reads. */
const relationColumns = (viewerId: SQLWrapper) => sql`${waysInColumn(sql`p.id`, viewerId)} as ways_in`;

interface RelationRow {
  ways_in: ProjectWayIn[];
}

type AccessValues = { projectId: string; viewerId: string };

const projectRelation = preparedStatement<AccessValues, RelationRow>(
  (v) => sql`select ${relationColumns(v.viewerId)} from projects p where p.id = ${v.projectId}`,
);

/** A route's read that shares the policy check's statement (see authorizeProjectWith). */
export type ProjectReadWithAccess<Row extends object> = (
  db: DbOrTx,
  values: AccessValues,
) => Promise<QueryResult<RelationRow & Row>>;

/**
 * Compiles such a read once: `statement` gets the relation columns to put in its select list
 * and the project id to match, and must read `projects p` where `p.id` is the project.
 */
export function projectReadWithAccess<Row extends object>(
  statement: (relationColumns: SQL, projectId: SQLWrapper) => SQL,
): ProjectReadWithAccess<Row> {
  return preparedStatement<AccessValues, RelationRow & Row>((v) => statement(relationColumns(v.viewerId), v.projectId));
}

/** null when the project does not exist (no row); an existing one the viewer may not see has no ways in. */
function abilitiesFrom(row: RelationRow | undefined): ProjectAbilities | null {
  if (!row) return null;
  return projectAbilities(row.ways_in);
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
    const { rows } = await projectRelation(c.env.deps.db, { projectId, viewerId: viewer.id });
    abilities = abilitiesFrom(rows[0]);
    rememberAccess(c, projectId, abilities);
  }
  return decide(viewer, projectId, action, abilities);
}

/**
 * The same gate, with the route's own read in the same statement, for a read whose cost is
 * mostly the round trip (`read`, from projectReadWithAccess). The row reaches the caller only
 * once the viewer may `action` the project.
 */
export async function authorizeProjectWith<Row extends object>(
  c: Context<AppEnv>,
  projectId: string,
  action: ProjectAction,
  read: ProjectReadWithAccess<Row>,
): Promise<ProjectAccess & { row: Row }> {
  const viewer = await requireViewer(c);
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const { rows } = await read(c.env.deps.db, { projectId, viewerId: viewer.id });
  const abilities = abilitiesFrom(rows[0]);
  rememberAccess(c, projectId, abilities);
  return { ...decide(viewer, projectId, action, abilities), row: rows[0] };
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
  if (viewer.role !== "Admin") return { condition: viewerSeesProject(viewer, sql`p.id`), visibleTo: viewer.id };
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
  const abilities = projectAbilities(viewer.role === "Admin" ? ["admin", "creator"] : ["creator"]);
  return { viewer, abilities };
}
