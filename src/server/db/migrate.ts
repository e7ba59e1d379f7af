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
 */
export async function migrateWithLock(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
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
