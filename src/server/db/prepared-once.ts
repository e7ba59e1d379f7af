import type { DbOrTx } from "./client";

/**
 * A statement that drizzle builds and prepares once per database handle, then runs with the
 * values of its `sql.placeholder`s. A query rebuilt on every call costs its SQL rendering
 * each time (8% of the project page's CPU when it was rebuilt per request); a prepared one
 * renders once, and being named, each connection parses it once too.
 */
export function preparedOnce<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const byHandle = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
