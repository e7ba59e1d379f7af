import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export function createDatabase(config: pg.PoolConfig): Database {
  const pool = new pg.Pool({ max: 10, ...config });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}
