import { type SQL, sql } from "drizzle-orm";
import { badRequest } from "#server/lib/errors";
import type { ProjectSort } from "#shared/project-list";
import { isUuid } from "#shared/schemas/common";

/** The orders other than the default newest-change-first, which keeps its own indexed path. */
export type OtherSort = Exclude<ProjectSort, "updated">;

/**
 * Each order with a unique tie-break on id, so keyset pages never skip or repeat a row. A title
 * compares without regard to case; a project without a deadline comes after every dated one.
 */
export const sortOrder: Record<OtherSort, SQL> = {
  deadline: sql`p.deadline asc nulls last, p.id asc`,
  title: sql`lower(p.title) asc, p.id asc`,
};

/** The value a page's last row is remembered by, as text (null: no deadline). */
export const sortKey: Record<OtherSort, SQL> = {
  deadline: sql`p.deadline::text`,
  title: sql`lower(p.title)`,
};

/** The keyset position after a row in one of these orders. */
export interface SortCursor {
  key: string | null;
  id: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEY_MAX = 900;

/** Opaque to clients: base64url of the JSON [sort, key, id]. */
export function encodeSortCursor(sort: OtherSort, cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString("base64url");
}

/** A cursor of another order, or one not made here, is refused with a 400. */
export function decodeSortCursor(sort: OtherSort, value: string): SortCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 3 && parsed[0] === sort && isUuid(String(parsed[2]))) {
    const [, key, id] = parsed as [string, unknown, string];
    const keyOk =
      sort === "deadline"
        ? key === null || (typeof key === "string" && DATE.test(key))
        : typeof key === "string" && key.length <= KEY_MAX;
    if (keyOk) return { key: key as string | null, id };
  }
  throw badRequest("The list position (cursor) is not valid. Reload the list.", { cursor: ["Invalid cursor"] });
}

/** Rows after the cursor in the order. */
export function afterCursor(sort: OtherSort, { key, id }: SortCursor): SQL {
  if (sort === "title") return sql`(lower(p.title), p.id) > (${key}::text, ${id}::uuid)`;
  if (key === null) return sql`(p.deadline is null and p.id > ${id}::uuid)`;
  return sql`(p.deadline > ${key}::date or (p.deadline = ${key}::date and p.id > ${id}::uuid) or p.deadline is null)`;
}
