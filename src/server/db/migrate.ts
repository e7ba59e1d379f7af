import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { APP_ROOT } from "#server/lib/app-root";
import type { Database } from "./client";

export const MIGRATIONS_FOLDER = path.join(APP_ROOT, "src", "server", "db", "migrations");
/** An arbitrary constant shared by every instance of the app. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * drizzle's migrator has no lock of its own: two instances starting together could
 * both apply a migration. A session-level advisory lock on one dedicated connection
 * makes them take turns; the second finds nothing left to do.
 *
 * The pending migrations run in one transaction, so a failure applies none of them. Its error
 * names the database's reason, not the migration's whole SQL text, which is what drizzle's says.
 */
export async function migrateWithLock(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch((error: unknown) => {
        throw new MigrationFailedError(error);
      });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

class MigrationFailedError extends Error {
  constructor(failure: unknown) {
    const reason = failure instanceof Error && failure.cause instanceof Error ? failure.cause : failure;
    super(
      `the database could not be migrated (${reason instanceof Error ? reason.message : String(reason)}). ` +
        "No migration was applied: fix the cause, then start again.",
      { cause: failure },
    );
  }
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
