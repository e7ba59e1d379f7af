import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

/** Column names in the database are snake_case; the schema's TypeScript names are camelCase. */
const CASING = "snake_case";
/** Renders drizzle SQL to text and parameters exactly as the database handle does. */
export const sqlDialect = new PgDialect({ casing: CASING });

export function createDatabase(config: pg.PoolConfig): Database {
  const pool = new pg.Pool({ max: 10, ...config });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return drizzle(pool, { schema, casing: CASING }) as Database;
}
