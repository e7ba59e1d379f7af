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
 * Runs a statement on the request path as a named prepared statement. Postgres then parses
 * and plans it once per pooled connection instead of on every call: for the project detail
 * and list statements, planning costs several times more than executing. The name is derived
 * from the text, so the same text always reuses the same statement, in a transaction too.
 */
export function executePrepared<Row extends QueryResultRow>(db: DbOrTx, query: SQL): Promise<QueryResult<Row>> {
  const { sql: text, params } = sqlDialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, statementName(text), false);
  return prepared.execute() as Promise<QueryResult<Row>>;
}
