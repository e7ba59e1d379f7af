import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { PreparedQueryConfig } from "drizzle-orm/pg-core";
import { type Database, sqlDialect } from "./client";

/**
 * Runs `query` as a named statement, as `db.execute` would run it unnamed. Postgres parses and
 * plans an unnamed statement on every run; a named one is parsed once per connection, and from
 * its sixth run Postgres keeps one generic plan when that plan is estimated to cost no more than
 * planning for the values each time. The name is `prefix` and a hash of the text, so one text
 * always gets one name and two texts never share one.
 *
 * Every distinct text stays prepared on every connection that ran it, so a caller passes only
 * texts of a small, fixed set: values go in as parameters, never into the text. A LIMIT given as
 * a parameter is costed for a tenth of the rows, which keeps Postgres from ever settling on the
 * generic plan; a fixed page size belongs in the text.
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: Database,
  prefix: string,
  query: SQL,
): Promise<Row[]> {
  const { sql: text, params } = sqlDialect.sqlToQuery(query);
  const name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  const result = await db._.session
    .prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>({ sql: text, params }, undefined, name, false)
    .execute();
  return result.rows;
}
