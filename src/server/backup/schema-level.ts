/**
 * The schema's migration level: how many of the code's migrations a database has applied,
 * read from drizzle's own bookkeeping table. A backup records it; a restore rebuilds the
 * schema to exactly that level before loading the data, then migrates the rest of the way.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import type { Database } from "#server/db/client";
import { MIGRATIONS_FOLDER } from "#server/db/migrate";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface SchemaLevel {
  /** Migrations applied. */
  migrations: number;
  /** The last one's name (its SQL file's name), when the code knows it. */
  lastMigration: string | null;
  /** The last one's timestamp, as drizzle records it (its journal's `when`). */
  lastMigrationAt: number | null;
}

function readJournal(folder = MIGRATIONS_FOLDER): { raw: Record<string, unknown>; entries: JournalEntry[] } {
  const raw = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  return { raw, entries: raw.entries as JournalEntry[] };
}

/** The level this code migrates a database to. */
export function codeSchemaLevel(): SchemaLevel {
  const { entries } = readJournal();
  const last = entries.at(-1);
  return { migrations: entries.length, lastMigration: last?.tag ?? null, lastMigrationAt: last?.when ?? null };
}

/** The level a database is at; 0 when it has never been migrated. */
export async function databaseSchemaLevel(client: pg.ClientBase): Promise<SchemaLevel> {
  const exists = await client.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!exists.rows[0]?.found) return { migrations: 0, lastMigration: null, lastMigrationAt: null };
  const { rows } = await client.query<{ count: number; last: string | null }>(
    "select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  const count = rows[0]?.count ?? 0;
  const lastAt = rows[0]?.last ? Number(rows[0].last) : null;
  const known = readJournal().entries.find((entry) => entry.when === lastAt);
  return { migrations: count, lastMigration: known?.tag ?? null, lastMigrationAt: lastAt };
}

export type LevelComparison = "same" | "older" | "newer";

/**
 * How an archive's level stands to the code's. An archive whose last migration this code does
 * not know, or that has more migrations than the code, comes from newer code.
 */
export function compareWithCode(level: SchemaLevel): LevelComparison {
  const { entries } = readJournal();
  if (level.migrations > entries.length) return "newer";
  if (level.migrations === 0) return entries.length === 0 ? "same" : "older";
  const entry = entries[level.migrations - 1];
  if (!entry || entry.when !== level.lastMigrationAt) return "newer";
  return level.migrations === entries.length ? "same" : "older";
}

/**
 * A copy of the migrations folder holding only the first `count` migrations, so drizzle's
 * migrator builds the schema an archive was taken at. Made in `parent` (the system's temporary
 * folder unless given); the caller removes it.
 */
export function migrationsUpTo(count: number, parent = os.tmpdir()): string {
  const { raw, entries } = readJournal();
  const folder = fs.mkdtempSync(path.join(parent, "folio-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const kept = entries.slice(0, count);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...raw, entries: kept }));
  for (const entry of kept) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * Refuses a database that a newer Folio has migrated (after a rollback to an older build, say):
 * this code would run its queries against a schema it does not know.
 */
export async function refuseNewerSchema(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    const level = await databaseSchemaLevel(client);
    if (compareWithCode(level) !== "newer") return;
    const code = codeSchemaLevel();
    throw new Error(
      `This database was migrated by a newer version of Folio (schema at migration ${level.migrations}; this ` +
        `version knows ${code.migrations}). Start that version again, or restore a backup taken by this one.`,
    );
  } finally {
    client.release();
  }
}
