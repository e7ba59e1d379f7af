import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Viewer } from "#server/context";
import { preparedOnce } from "#server/db/prepared-once";
import { forbidden, notFound } from "#server/lib/errors";
import { can } from "#shared/permissions";
import { PROJECT_NOT_FOUND, type ProjectAbilities, type ProjectWayIn, projectAbilities } from "#shared/project-policy";
import { isUuid } from "#shared/schemas/common";
import type { ProjectListQuery } from "#shared/schemas/project";
import { waysInColumn } from "./project-viewers";
import { requireViewer } from "./viewer";

/** A project ability, or changing the project team, which is Admin only. */
export type ProjectAction = keyof ProjectAbilities | "assignTeam";

export interface ProjectAccess {
  viewer: Viewer;
  projectId: string;
  abilities: ProjectAbilities;
}

/**
 * The viewer's ways in to project `p` (from project_viewers), as the one field abilitiesFrom
 * reads, for a select over `projects p`. Admins are decided by their way in too, and the row
 * is read either way, so a missing project answers 404 for them as well.
 */
const relationFields = {
  ways_in: sql<ProjectWayIn[]>`${waysInColumn(sql`p.id`, sql.placeholder("viewerId"))}`,
};

/** The relation fields to add to a select over `projects p`, and the statement parameter they need. */
export type ProjectRelation = { fields: typeof relationFields; params: { viewerId: string } };
type RelationRow = { ways_in: ProjectWayIn[] };

const projectRelation = preparedOnce((db) =>
  db
    .select(relationFields)
    .from(sql`projects p`)
    .where(sql`p.id = ${sql.placeholder("projectId")}`)
    .prepare("project_relation"),
);

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
    const [row] = await projectRelation(c.var.deps.db).execute({ projectId, viewerId: viewer.id });
    abilities = abilitiesFrom(row as RelationRow | undefined);
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
  read: (relation: ProjectRelation) => Promise<(Row & RelationRow) | undefined>,
): Promise<ProjectAccess & { row: Row }> {
  const viewer = await requireViewer(c);
  if (!isUuid(projectId)) throw notFound(PROJECT_NOT_FOUND);
  const row = await read({ fields: relationFields, params: { viewerId: viewer.id } });
  const abilities = abilitiesFrom(row);
  rememberAccess(c, projectId, abilities);
  const access = decide(viewer, projectId, action, abilities);
  if (!row) throw notFound(PROJECT_NOT_FOUND); // decide has refused already: no row, no abilities
  return { ...access, row };
}

/**
 * Which projects a list shows: a condition on `projects p`, and for a non-Admin whose rows of
 * project_visibility to walk (`visibleTo`). That table is the rule's per-user copy: its triggers
 * write it from project_viewers in the same transaction as every change, and
 * project-visibility.test.ts checks it against the view under random changes. A page re-checking
 * each of its rows against the view as well cost twice as much (4.0 against 2.2 ms a page at
 * 10k projects), so the copy alone decides a non-Admin's list.
 */
export type ProjectListScope = { condition: SQL; visibleTo?: string };

/**
 * Which projects a list shows. Admin chooses all, mine (created by them) or others
 * (Staff Projects); everyone else gets exactly what they may see, and the filter is ignored.
 */
export function projectListScope(viewer: Viewer, filter: ProjectListQuery["filter"]): ProjectListScope {
  if (viewer.role !== "Admin") return { condition: sql`true`, visibleTo: viewer.id };
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
