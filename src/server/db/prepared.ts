import { createHash } from "node:crypto";
import { fillPlaceholders, type Placeholder, type SQL, sql } from "drizzle-orm";
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

/** One placeholder per named value, for a statement's text to be compiled once. */
export type Placeholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K> };

const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_target, name) => sql.placeholder(String(name)),
});

/**
 * A statement on the request path whose text never changes, only its values: `build` gets a
 * placeholder for each value and runs once, on first use, so a request neither rebuilds the
 * text nor looks its name up (together about a tenth of a cached detail read's time in node).
 * Runs like executePrepared.
 */
export function preparedStatement<Values extends Record<string, unknown>, Row extends QueryResultRow>(
  build: (values: Placeholders<Values>) => SQL,
): (db: DbOrTx, values: Values) => Promise<QueryResult<Row>> {
  let compiled: { text: string; name: string | undefined; params: unknown[] } | undefined;
  return (db, values) => {
    if (!compiled) {
      const { sql: text, params } = sqlDialect.sqlToQuery(build(placeholders as Placeholders<Values>));
      compiled = { text, name: statementName(text), params };
    }
    const { text, name, params } = compiled;
    if ("$generic" in db)
      return db.$client.generic.query<Row>({ name, text, values: fillPlaceholders(params, values) });
    const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
    return prepared.execute(values) as Promise<QueryResult<Row>>;
  };
}
