import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { user, userRoles } from "#server/db/schema/index";
import { badRequest } from "#server/lib/errors";

export const UNKNOWN_USER_MESSAGE = "This user does not exist";
export const NOT_STAFF_MESSAGE = "This account has no role yet. An Admin must give it one before it can be assigned.";

/**
 * Display names of the users a change refers to, in one query. Any id that names no account
 * fails the whole change with 400 on the field that carried it (given as id → field paths),
 * before anything is written.
 *
 * `placing` names the fields that put someone in a new place on the project: a stage's
 * assignee or a seat on its team. That place lets them see the project, so only staff (an
 * account with a role) may take it; a role-less 'User' fails on that field too. A place someone
 * already holds is left out of `placing`, so an unrelated edit never fails on it.
 */
export async function requireExistingUsers(
  tx: DbOrTx,
  fieldsById: Map<string, string[]>,
  placing: Map<string, string[]> = new Map(),
): Promise<Map<string, string>> {
  const ids = [...new Set([...fieldsById.keys(), ...placing.keys()])];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(inArray(user.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
  const staff = new Set(rows.filter((row) => row.role !== null).map((row) => row.id));
  const fields: Record<string, string[]> = {};
  for (const [id, paths] of fieldsById) {
    if (!names.has(id)) for (const path of paths) fields[path] = [UNKNOWN_USER_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw badRequest("A chosen user does not exist. Reload and pick again.", fields);
  for (const [id, paths] of placing) {
    if (!staff.has(id)) for (const path of paths) fields[path] = [NOT_STAFF_MESSAGE];
  }
  if (Object.keys(fields).length > 0) {
    throw badRequest("Only staff members can be assigned to a stage or a project team.", fields);
  }
  return names;
}

/** Collects id → field paths, skipping empty ids. */
export function collectUserFields(entries: Array<[string | null | undefined, string]>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [id, path] of entries) {
    if (!id) continue;
    map.set(id, [...(map.get(id) ?? []), path]);
  }
  return map;
}
