import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { QueryResult, QueryResultRow } from "pg";
import { type DbOrTx, sqlDialect } from "./client";

/**
 * Distinct statement texts that get a name. Hot call sites build a handful of texts each
 * (values are always parameters); a text beyond this bound runs unnamed rather than growing
 * every connection's set of prepared statements without limit.
 */
const MAX_NAMED_STATEMENTS = 500;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `folio_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a statement on the request path as a named prepared statement, planned once per
 * connection: for the project list, planning with the actual values cost as much as running
 * it. Postgres's default would keep re-planning these statements, because a generic plan looks
 * dearer on skewed statistics, so they run on the pool's generic-plan connections
 * (db/client.ts). A statement given here must therefore suit every value of its parameters:
 * no partial index or plan choice that depends on one. The name is derived from the text, so
 * the same text always reuses the same statement.
 *
 * Outside a transaction it goes to pg directly, without drizzle's query wrapper, so columns
 * come back through pg's own parsers (a timestamp as a Date): the statements here answer
 * booleans, text and JSON. In a transaction it runs on that transaction's connection through
 * drizzle, planned as usual.
 */
export function executePrepared<Row extends QueryResultRow>(db: DbOrTx, query: SQL): Promise<QueryResult<Row>> {
  const { sql: text, params } = sqlDialect.sqlToQuery(query);
  const name = statementName(text);
  if ("$generic" in db) return db.$client.generic.query<Row>({ name, text, values: params });
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return prepared.execute() as Promise<QueryResult<Row>>;
}
