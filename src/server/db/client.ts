import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

/** Column names in the database are snake_case; the schema's TypeScript names are camelCase. */
const CASING = "snake_case";
/** Renders drizzle SQL to text and parameters exactly as the database handle does. */
export const sqlDialect = new PgDialect({ casing: CASING });

/**
 * The app's connections, plus a few whose sessions plan each named statement once (a generic
 * plan) instead of re-planning it on every call. Only the hot statements of db/prepared.ts run
 * there: they are written so one plan suits every parameter. Everything else keeps Postgres's
 * default, which plans with the actual values (a partial index on `current_stage <> $1` is only
 * usable once the value is known).
 */
export class AppPool extends pg.Pool {
  readonly generic: pg.Pool;

  constructor(config: pg.PoolConfig) {
    super({ max: 10, ...config });
    const options = [config.options, "-c plan_cache_mode=force_generic_plan"].filter(Boolean).join(" ");
    this.generic = new pg.Pool({ ...config, max: 4, options });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.on("error", () => {});
    this.generic.on("error", () => {});
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.generic.end()]);
  }
}

type Drizzle = NodePgDatabase<typeof schema>;
export type Database = Drizzle & { $client: AppPool; $generic: Drizzle };
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export function createDatabase(config: pg.PoolConfig): Database {
  const pool = new AppPool(config);
  const db = drizzle(pool, { schema, casing: CASING }) as Drizzle & { $client: AppPool };
  return Object.assign(db, { $generic: drizzle(pool.generic, { schema, casing: CASING }) });
}
