/**
 * Rebuilds an install from an archive, into an empty DATA_DIR (embedded database) or an empty
 * database (DATABASE_URL). In order: every checksum is verified and the target is checked
 * before anything is written; then the schema is rebuilt to the archive's migration level from
 * the code's own migrations, the rows are loaded with triggers quiet (the archive already holds
 * what they would compute), sequences are set, and the remaining migrations run.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { createDatabase, type Database } from "#server/db/client";
import { startEmbeddedPostgres, stopOrphanedPostmaster } from "#server/db/embedded";
import { migrateWithLock } from "#server/db/migrate";
import { assertPostgresCanReach, PostgresCannotReachDataDirError } from "#server/db/postgres-reach";
import type { Env } from "#server/env";
import { acquireDataDirLock, DataDirLockedError } from "#server/lib/data-dir-lock";
import type { Logger } from "#server/lib/logger";
import { livePidFile } from "#server/lib/pid-file";
import { createStorage } from "#server/storage/index";
import { createS3Client } from "#server/storage/s3";
import { AUTH_SECRET_FILE } from "./backup";
import { copyIn } from "./copy";
import { APP_SCHEMAS, qualified, quoteIdent, withoutPassword } from "./dump";
import { keyOfFileEntry, missingBucketObjects } from "./files";
import { MANIFEST_CHECKSUM_NAME, MANIFEST_NAME, type Manifest, manifestSchema } from "./manifest";
import { hasUnfinishedRestore, markRestoreFinished, markRestoreUnfinished, RESTORE_MARKER } from "./restore-marker";
import { codeSchemaLevel, compareWithCode, migrationsUpTo } from "./schema-level";
import { readTar, TarFormatError } from "./tar";

/** A restore that was refused or failed, with a sentence for the operator. */
export class RestoreError extends Error {}

/** Folders a file system may put in an otherwise empty mount point. */
const IGNORED_IN_EMPTY_DIR = new Set(["lost+found"]);
const LOCK_FILE = "folio.lock";
/** The folder in DATA_DIR the archive's table data is unpacked into while a restore runs. */
export const RESTORE_WORK_PREFIX = ".restore-work-";

/** The archive's entries, gunzipped when it is gzip. */
async function* entriesOf(archivePath: string) {
  const file = fs.createReadStream(archivePath);
  const head = await new Promise<Buffer>((resolve, reject) => {
    const probe = fs.createReadStream(archivePath, { start: 0, end: 1 });
    const chunks: Buffer[] = [];
    probe.on("data", (c) => chunks.push(c as Buffer));
    probe.on("end", () => resolve(Buffer.concat(chunks)));
    probe.on("error", reject);
  });
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const stream = gzipped ? file.pipe(createGunzip()) : file;
  // A gunzip error (a damaged archive) surfaces through the tar reader.
  file.on("error", (error) => stream.destroy(error));
  yield* readTar(stream);
}

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A message as the end of a sentence: one full stop. */
const sentence = (message: string) => message.replace(/[.\s]*$/, ".");

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

function damaged(reason: string): RestoreError {
  return new RestoreError(`The archive is damaged or incomplete: ${reason}. Nothing was restored.`);
}

/**
 * Reads the whole archive once and checks the manifest against its own checksum and every part
 * against the manifest. Writes nothing. Returns the manifest.
 */
export async function verifyArchive(archivePath: string): Promise<Manifest> {
  if (!fs.existsSync(archivePath)) throw new RestoreError(`There is no file at ${archivePath}.`);
  if (fs.statSync(archivePath).isDirectory()) {
    throw new RestoreError(
      `${archivePath} is a folder, not an archive: give the path of a backup file (folio-backup-….tar.gz). Nothing was restored.`,
    );
  }
  let manifest: Manifest | undefined;
  let manifestBytes: Buffer | undefined;
  const seen = new Set<string>();
  try {
    for await (const entry of entriesOf(archivePath)) {
      if (!manifestBytes) {
        if (entry.name !== MANIFEST_NAME)
          throw damaged(`it does not start with ${MANIFEST_NAME} (is it a Folio backup?)`);
        manifestBytes = await readAll(entry.body);
        continue;
      }
      if (!manifest) {
        if (entry.name !== MANIFEST_CHECKSUM_NAME) throw damaged(`${MANIFEST_CHECKSUM_NAME} is missing`);
        const recorded = (await readAll(entry.body)).toString("utf8").trim();
        if (recorded !== sha256(manifestBytes)) throw damaged(`${MANIFEST_NAME} does not match its checksum`);
        const parsed = manifestSchema.safeParse(JSON.parse(manifestBytes.toString("utf8")));
        if (!parsed.success) throw damaged(`${MANIFEST_NAME} is not a manifest this version reads`);
        manifest = parsed.data;
        continue;
      }
      const part = manifest.parts.find((p) => p.path === entry.name);
      if (!part) throw damaged(`${entry.name} is not listed in the manifest`);
      if (seen.has(entry.name)) throw damaged(`${entry.name} appears twice`);
      seen.add(entry.name);
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk);
        bytes += chunk.length;
      }
      if (bytes !== part.bytes || hash.digest("hex") !== part.sha256) {
        throw damaged(`${entry.name} does not match its checksum`);
      }
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    if (error instanceof TarFormatError || error instanceof SyntaxError) throw damaged(error.message);
    // zlib's errors for a damaged gzip stream (bad CRC, invalid data, unexpected end).
    if ((error as NodeJS.ErrnoException).code?.startsWith("Z_")) throw damaged((error as Error).message);
    throw error;
  }
  if (!manifest) throw damaged("it holds no manifest");
  const missing = manifest.parts.filter((p) => !seen.has(p.path));
  if (missing.length > 0) throw damaged(`${missing.length} part(s) are missing, e.g. ${missing[0].path}`);
  return manifest;
}

/** Refuses an archive this code cannot restore: one from a newer schema or another storage. */
function assertRestorable(manifest: Manifest, env: Env): void {
  if (compareWithCode(manifest.schema) === "newer") {
    const code = codeSchemaLevel();
    throw new RestoreError(
      `This archive comes from a newer version of Folio (app ${manifest.app.version}, schema at migration ` +
        `${manifest.schema.migrations}${manifest.schema.lastMigration ? ` ${manifest.schema.lastMigration}` : ""}), ` +
        `and this code only knows ${code.migrations} migrations. Restore it with that version of Folio or a later one. Nothing was restored.`,
    );
  }
  if (manifest.files.storage === "s3" && !env.S3) {
    throw new RestoreError(
      "This archive's files were in S3 and are not inside it. Set S3_BUCKET and the other S3_* settings to the bucket that holds them, then restore again. Nothing was restored.",
    );
  }
  if (manifest.database.format === "pg_dump" && !env.DATABASE_URL) {
    throw new RestoreError(
      "This archive holds a pg_dump of an external database; restore it into an empty external database (set DATABASE_URL) with a pg_restore of the same major version on PATH. Nothing was restored.",
    );
  }
}

function assertEmptyDataDir(dataDir: string): void {
  let names: string[];
  try {
    names = fs
      .readdirSync(dataDir)
      .filter((name) => !IGNORED_IN_EMPTY_DIR.has(name))
      // The lock of a process that is gone (a restore killed before it wrote anything) holds nothing.
      .filter((name) => name !== LOCK_FILE || livePidFile(path.join(dataDir, name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (names.length > 0) {
    const shown = names.slice(0, 5).join(", ");
    throw new RestoreError(
      `DATA_DIR ${dataDir} is not empty (it holds ${shown}${names.length > 5 ? ", …" : ""}). A restore only writes into an empty folder, so nothing of an existing install is overwritten: set DATA_DIR to a new folder, or move this one aside. Nothing was restored.`,
    );
  }
}

async function assertEmptyDatabase(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
    [APP_SCHEMAS],
  );
  if ((rows[0]?.n ?? 0) > 0) {
    throw new RestoreError(
      `The database at DATABASE_URL is not empty (it has ${rows[0]?.n} tables). A restore only writes into an empty database, so nothing of an existing install is overwritten: create a new database and point DATABASE_URL at it. Nothing was restored.`,
    );
  }
}

/**
 * Empties a DATA_DIR the restore holds the lock of (a Postgres left running there by a killed
 * restore is stopped first). The marker goes last, so the folder is never half emptied without it.
 */
async function emptyDataDir(dataDir: string, logger: Logger): Promise<void> {
  await stopOrphanedPostmaster(path.join(dataDir, "pg"), logger);
  for (const name of fs.readdirSync(dataDir)) {
    if (name !== LOCK_FILE && name !== RESTORE_MARKER)
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  markRestoreFinished(dataDir);
}

/** What killed restores unpacked into a DATA_DIR whose lock the restore now holds. */
function removeRestoreWork(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith(RESTORE_WORK_PREFIX)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  archivePath: string;
  env: Env;
  logger: Logger;
  /** Stops the restore at its next step; what it wrote is removed as after any failure. */
  signal?: AbortSignal;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The schema level after the restore (the code's), and the archive's. */
  migratedFrom: number;
  migratedTo: number;
  rows: number;
  files: number;
}

export async function restoreBackup({ archivePath, env, logger, signal }: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyArchive(archivePath);
  signal?.throwIfAborted();
  assertRestorable(manifest, env);
  if (!env.DATABASE_URL) {
    // A folder holding only an unfinished restore is emptied below, once its lock is ours.
    if (!hasUnfinishedRestore(env.DATA_DIR)) assertEmptyDataDir(env.DATA_DIR);
    try {
      assertPostgresCanReach(env.DATA_DIR);
    } catch (error) {
      if (!(error instanceof PostgresCannotReachDataDirError)) throw error;
      throw new RestoreError(`${error.message} Nothing was restored.`);
    }
  }
  if (manifest.files.storage === "s3" && env.S3 && manifest.files.objects) {
    const problems = await missingBucketObjects(createS3Client(env.S3), env.S3.bucket, manifest.files.objects);
    if (problems.length > 0) {
      throw new RestoreError(
        `The bucket no longer holds every file of this backup (${problems.length} problem(s), e.g. ${problems[0]}). Nothing was restored.`,
      );
    }
  }

  const createdDataDir = !fs.existsSync(env.DATA_DIR);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new RestoreError(`${error.message} Nothing was restored.`);
  }
  let workDir: string | undefined;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let db: Database | undefined;
  let wroteToDataDir = false;
  let finished = false;
  try {
    if (env.DATABASE_URL) {
      db = createDatabase({ connectionString: env.DATABASE_URL });
      const client = await db.$client.connect().catch((error: Error) => {
        throw new RestoreError(
          `Could not connect to the database at DATABASE_URL: ${sentence(error.message)} Create it (empty) or correct DATABASE_URL. Nothing was restored.`,
        );
      });
      try {
        await assertEmptyDatabase(client);
      } finally {
        client.release();
      }
    }
    if (!env.DATABASE_URL && hasUnfinishedRestore(env.DATA_DIR)) await emptyDataDir(env.DATA_DIR, logger);
    markRestoreUnfinished(env.DATA_DIR);
    wroteToDataDir = true;
    // The archive's table data is unpacked inside DATA_DIR, after the mark: a restore killed from
    // here on leaves it where the next restore removes it (DATA_DIR is emptied first, or with
    // DATABASE_URL, just below). In the system's temporary folder it would stay behind, a copy of
    // every table.
    removeRestoreWork(env.DATA_DIR);
    workDir = fs.mkdtempSync(path.join(env.DATA_DIR, RESTORE_WORK_PREFIX));
    const files = await extract(archivePath, manifest, env, workDir, signal);
    signal?.throwIfAborted();
    if (!db) {
      embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, databaseName: "folio", logger });
      db = createDatabase(embedded.connection);
    }
    signal?.throwIfAborted();
    let rows: number;
    if (manifest.database.format === "pg_dump") {
      rows = await pgRestore(
        path.join(workDir, path.basename(manifest.database.dumpPath as string)),
        env.DATABASE_URL as string,
        manifest,
      );
    } else {
      const folder = migrationsUpTo(manifest.schema.migrations, workDir);
      try {
        await migrate(db, { migrationsFolder: folder });
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
      rows = await loadTables(db, manifest, workDir, signal);
    }
    signal?.throwIfAborted();
    await migrateWithLock(db);
    finished = true;
    return {
      manifest,
      migratedFrom: manifest.schema.migrations,
      migratedTo: codeSchemaLevel().migrations,
      rows,
      files,
    };
  } catch (error) {
    if (wroteToDataDir && !env.DATABASE_URL) {
      // The folder was empty before: leave it empty again rather than half an install.
      await db?.$client.end().catch(() => {});
      db = undefined;
      await embedded?.stop().catch(() => {});
      embedded = undefined;
      await emptyDataDir(env.DATA_DIR, logger);
    }
    if (error instanceof RestoreError) throw error;
    // With DATABASE_URL the marker stays: the database may hold part of the data.
    const after = !wroteToDataDir
      ? "Nothing was restored."
      : env.DATABASE_URL
        ? "The database may hold part of the data: drop and recreate it before trying again."
        : "DATA_DIR was emptied again.";
    if (signal?.aborted) throw new RestoreError(`The restore was stopped before it finished. ${after}`);
    throw new RestoreError(`The restore failed: ${sentence((error as Error).message)} ${after}`, { cause: error });
  } finally {
    await db?.$client.end().catch(() => {});
    await embedded?.stop().catch((error) => logger.error("postgres stop failed", { error: String(error) }));
    if (finished) markRestoreFinished(env.DATA_DIR);
    releaseLock();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    if (createdDataDir && fs.existsSync(env.DATA_DIR) && fs.readdirSync(env.DATA_DIR).length === 0) {
      fs.rmdirSync(env.DATA_DIR);
    }
  }
}

/**
 * The second pass over the (verified) archive: files go to the app's storage, table data to
 * `workDir` for loading, and the auth secret, when the archive has one, into DATA_DIR. Each
 * part's checksum is checked again, in case the file changed since the first pass.
 */
async function extract(
  archivePath: string,
  manifest: Manifest,
  env: Env,
  workDir: string,
  signal?: AbortSignal,
): Promise<number> {
  const storage = createStorage(env);
  const parts = new Map(manifest.parts.map((p) => [p.path, p]));
  let files = 0;
  for await (const entry of entriesOf(archivePath)) {
    signal?.throwIfAborted();
    const part = parts.get(entry.name);
    if (!part) continue; // the manifest and its checksum
    const bytes = await readAll(entry.body);
    if (sha256(bytes) !== part.sha256) throw damaged(`${entry.name} changed since it was verified`);
    if (entry.name.startsWith("files/")) {
      await storage.put(keyOfFileEntry(entry.name), bytes);
      files += 1;
    } else if (entry.name === `secrets/${AUTH_SECRET_FILE}`) {
      const target = path.join(env.DATA_DIR, AUTH_SECRET_FILE);
      if (!env.BETTER_AUTH_SECRET && !fs.existsSync(target)) fs.writeFileSync(target, bytes, { mode: 0o600 });
    } else if (entry.name.startsWith("database/") && /^database\/[\w.-]+$/.test(entry.name)) {
      fs.writeFileSync(path.join(workDir, entry.name.slice("database/".length)), bytes);
    }
  }
  return files;
}

/**
 * Loads every table in one transaction, in dependency order, with triggers quiet: the archive
 * holds what the triggers would compute (counters, the visibility index), and firing them would
 * count twice. Rows the migrations seeded are replaced by the archive's.
 */
async function loadTables(db: Database, manifest: Manifest, workDir: string, signal?: AbortSignal): Promise<number> {
  const client = await db.$client.connect();
  const tables = manifest.database.tables;
  let rows = 0;
  try {
    await client.query("begin");
    const quietTriggers = await silenceTriggers(client, tables);
    await client.query(`truncate ${tables.map(qualified).join(", ")}`);
    for (const table of tables) {
      signal?.throwIfAborted();
      const source = fs.createReadStream(path.join(workDir, table.path.slice("database/".length)));
      const columns = table.columns.map(quoteIdent).join(", ");
      const loaded = await copyIn(client, `copy ${qualified(table)} (${columns}) from stdin`, source);
      if (loaded !== table.rows) throw new Error(`${table.name}: loaded ${loaded} rows, the archive has ${table.rows}`);
      rows += loaded;
    }
    for (const sequence of manifest.database.sequences) {
      const name = qualified(sequence);
      if (sequence.lastValue === null) await client.query(`select setval($1::regclass, 1, false)`, [name]);
      else await client.query(`select setval($1::regclass, $2::bigint, true)`, [name, sequence.lastValue]);
    }
    await quietTriggers.restore();
    await client.query("commit");
    return rows;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * `session_replication_role = replica` silences every trigger, foreign-key checks included,
 * but needs a superuser. An owner who is not one disables the tables' own triggers instead;
 * foreign keys are then checked, which the dependency order satisfies.
 */
async function silenceTriggers(client: pg.ClientBase, tables: { schema: string; name: string }[]) {
  await client.query("savepoint quiet_triggers");
  try {
    await client.query("set local session_replication_role = replica");
    return { restore: async () => {} };
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    await client.query("rollback to savepoint quiet_triggers");
  }
  for (const table of tables) await client.query(`alter table ${qualified(table)} disable trigger user`);
  return {
    restore: async () => {
      for (const table of tables) await client.query(`alter table ${qualified(table)} enable trigger user`);
    },
  };
}

/** Restores a pg_dump archive with the pg_restore on PATH; returns the rows the manifest counted. */
function pgRestore(file: string, connectionString: string, manifest: Manifest): Promise<number> {
  const { url, env } = withoutPassword(connectionString);
  return new Promise((resolve, reject) => {
    execFile(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file],
      { env },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`pg_restore failed: ${stderr.trim() || error.message}`));
        else resolve(manifest.database.tables.reduce((sum, t) => sum + t.rows, 0));
      },
    );
  });
}
