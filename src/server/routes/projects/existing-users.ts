import { inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { badRequest } from "#server/lib/errors";

export const UNKNOWN_USER_MESSAGE = "This user does not exist";

/**
 * Display names of the users a change refers to, in one query. Any id that names no
 * account fails the whole change with 400 on the field that carried it (given as
 * id → field path), before anything is written.
 */
export async function requireExistingUsers(
  tx: DbOrTx,
  fieldsById: Map<string, string[]>,
): Promise<Map<string, string>> {
  const ids = [...fieldsById.keys()];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
  const fields: Record<string, string[]> = {};
  for (const [id, paths] of fieldsById) {
    if (!names.has(id)) for (const path of paths) fields[path] = [UNKNOWN_USER_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw badRequest("A chosen user does not exist. Reload and pick again.", fields);
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
