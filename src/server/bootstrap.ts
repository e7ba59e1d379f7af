import fs from "node:fs";
import { assertNoUnfinishedRestore } from "./backup/restore-marker";
import { refuseNewerSchema } from "./backup/schema-level";
import { createDatabase, type Database } from "./db/client";
import { startEmbeddedPostgres } from "./db/embedded";
import { migrateWithLock } from "./db/migrate";
import { assertPostgresCanReach } from "./db/postgres-reach";
import type { Env } from "./env";
import { acquireDataDirLock } from "./lib/data-dir-lock";
import type { Logger } from "./lib/logger";

export interface OpenedDatabase {
  db: Database;
  /**
   * Our shutdown has begun: from now on the database going away is expected (Ctrl-C stops the
   * embedded server together with the app), so it is neither logged as an outage nor restarted.
   */
  expectStop(): void;
  /** Closes the pool, stops the embedded server (if any) and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/**
 * Takes the DATA_DIR lock, starts the embedded Postgres unless DATABASE_URL is set,
 * and migrates. Refuses a DATA_DIR a restore did not finish in (UnfinishedRestoreError) and a
 * database a newer Folio has migrated. Shared by the server and the demo seed, so both see one
 * database.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  assertNoUnfinishedRestore(env.DATA_DIR);
  if (!env.DATABASE_URL) assertPostgresCanReach(env.DATA_DIR);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const releaseLock = acquireDataDirLock(env.DATA_DIR);
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    embedded = env.DATABASE_URL
      ? undefined
      : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, databaseName: "folio", logger });
    const db = createDatabase(embedded ? embedded.connection : { connectionString: env.DATABASE_URL });
    db.$client.availability.reportTo(logger);
    try {
      await refuseNewerSchema(db);
      await migrateWithLock(db);
    } catch (error) {
      await db.$client.end().catch(() => {});
      throw error;
    }
    return {
      db,
      expectStop: () => {
        db.$client.availability.stop();
        embedded?.expectStop();
      },
      close: async () => {
        await db.$client.end().catch(() => {});
        await embedded?.stop().catch((error) => logger.error("postgres stop failed", { error: String(error) }));
        releaseLock();
      },
    };
  } catch (error) {
    // A start that fails here (a migration, say) leaves no PostgreSQL running behind it.
    await embedded?.stop().catch(() => {});
    releaseLock();
    throw error;
  }
}
