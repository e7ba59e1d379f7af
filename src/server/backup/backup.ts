/**
 * One backup: the database at one moment, the stored files, a manifest with a checksum of every
 * part, all in one tar file (gzip by default), written beside its final name and renamed into
 * place only when complete, so a half-written archive never looks like a backup.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import type { Env } from "#server/env";
import { isAlive } from "#server/lib/pid-file";
import { createS3Client } from "#server/storage/s3";
import { type DumpOptions, dumpDatabase, findPgDump } from "./dump";
import { listBucketObjects, type StagedFile, sha256OfFile, stageLocalFiles } from "./files";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  appIdentity,
  MAIN_TABLES,
  MANIFEST_CHECKSUM_NAME,
  MANIFEST_NAME,
  type Manifest,
  type ManifestPart,
} from "./manifest";
import { type TarEntrySource, tarStream } from "./tar";

export const ARCHIVE_PREFIX = "folio-backup-";
/**
 * Ends the name of an archive made by hand (npm run backup), so that the schedule's retention,
 * which deletes only its own archives, never deletes one an operator made to keep.
 */
export const MANUAL_SUFFIX = "-manual";

/**
 * A backup's work in progress: its staging folder (`.backup-staging-<pid>-XXXXXX`, in DATA_DIR
 * beside the files it hard-links) and its archive until complete (`<name>.<pid>.partial`). The
 * pid says whose they are, so a leftover of a process that is gone (killed, power lost) can be
 * told from a backup still running in another process.
 */
const STAGING_PREFIX = ".backup-staging-";
const STAGING_NAME = /^\.backup-staging-(?:(\d+)-)?/;
const PARTIAL_NAME = new RegExp(`^${ARCHIVE_PREFIX}.*?(?:\\.(\\d+))?\\.partial$`);

/**
 * Removes, from each of `dirs`, the staging folders and partial archives of backups that did not
 * finish: those of processes that no longer run, and those from before names carried a pid.
 * Returns the removed paths.
 */
export function sweepBackupLeftovers(dirs: string[]): string[] {
  const removed: string[] = [];
  for (const dir of new Set(dirs.map((d) => path.resolve(d)))) {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue; // not there (yet), or not a folder: nothing of ours in it
    }
    for (const name of names) {
      const match = STAGING_NAME.exec(name) ?? PARTIAL_NAME.exec(name);
      if (!match) continue;
      const pid = Number(match[1]);
      if (pid && (pid === process.pid || isAlive(pid))) continue; // a backup in progress
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      removed.push(path.join(dir, name));
    }
  }
  return removed;
}

/** A backup that cannot be taken, with a sentence for the operator. */
export class BackupError extends Error {}
/** The auth secret's file in DATA_DIR and in the archive. */
export const AUTH_SECRET_FILE = "auth.secret";

export interface BackupOptions {
  env: Env;
  /** How to reach the install's database (its own connection is opened and closed here). */
  connection: pg.ClientConfig;
  outDir: string;
  /** Also archive DATA_DIR/auth.secret, so sessions survive a restore. Off by default. */
  includeSecrets?: boolean;
  gzip?: boolean;
  /** Made by hand (npm run backup) rather than by the schedule: named so retention leaves it. */
  manual?: boolean;
  /** With an external database (DATABASE_URL), use a pg_dump of the server's major version when one is on PATH. */
  preferPgDump?: boolean;
  now?: Date;
  /** Abandons the backup: it stops, removes its staging folder and partial archive, and rejects. */
  signal?: AbortSignal;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * e.g. folio-backup-20261125T214500123Z.tar.gz, or …123Z-manual.tar.gz when made by hand: names
 * of both kinds sort in time order.
 */
export function archiveName(at: Date, gzip: boolean, manual = false): string {
  const stamp = at.toISOString().replace(/[-:.]/g, "");
  return `${ARCHIVE_PREFIX}${stamp}${manual ? MANUAL_SUFFIX : ""}.tar${gzip ? ".gz" : ""}`;
}

/** Makes the archive's folder, or says in one sentence why it cannot be used. */
function prepareOutDir(outDir: string): void {
  try {
    fs.mkdirSync(outDir, { recursive: true });
    fs.accessSync(outDir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOTDIR")
      throw new BackupError(`The backup folder ${outDir} is a file, not a folder: give a folder for the archive.`);
    if (code === "EACCES" || code === "EPERM" || code === "EROFS")
      throw new BackupError(
        `The backup folder ${outDir} cannot be written to (${code}): give a folder this user may write to.`,
      );
    throw error;
  }
}

function listStaged(stagingDir: string, dir = stagingDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listStaged(stagingDir, full)
      : [path.relative(stagingDir, full).split(path.sep).join("/")];
  });
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { env } = options;
  const gzip = options.gzip ?? true;
  const now = options.now ?? new Date();
  prepareOutDir(options.outDir);
  const finalPath = path.join(path.resolve(options.outDir), archiveName(now, gzip, options.manual));
  const { signal } = options;
  // Staged beside DATA_DIR's files when they are local, so the files can be hard links.
  const stagingParent = env.S3 ? options.outDir : env.DATA_DIR;
  sweepBackupLeftovers([stagingParent, options.outDir]);
  const stagingDir = fs.mkdtempSync(path.join(stagingParent, `${STAGING_PREFIX}${process.pid}-`));
  const partialPath = `${finalPath}.${process.pid}.partial`;
  try {
    signal?.throwIfAborted();
    const client = new pg.Client({ ...options.connection, application_name: "folio-backup" });
    // Ending the connection fails the query in progress, which ends the backup.
    const endClient = () => void client.end().catch(() => {});
    signal?.addEventListener("abort", endClient, { once: true });
    await client.connect().catch((error: Error) => {
      throw new BackupError(`Could not connect to the install's database: ${error.message.replace(/[.\s]*$/, ".")}`);
    });
    let staged: StagedFile[] = [];
    let objects: Manifest["files"]["objects"] = null;
    let dump: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      const pgDump = await pgDumpChoice(client, options);
      dump = await dumpDatabase(client, {
        stagingDir,
        pgDump,
        signal,
        whileSnapshotOpen: async () => {
          if (!env.S3) staged = stageLocalFiles(path.join(env.DATA_DIR, "files"), stagingDir);
          else objects = await listBucketObjects(createS3Client(env.S3), env.S3.bucket);
        },
      });
    } finally {
      signal?.removeEventListener("abort", endClient);
      await client.end().catch(() => {});
    }

    if (options.includeSecrets) {
      const secret = env.BETTER_AUTH_SECRET
        ? `${env.BETTER_AUTH_SECRET}\n`
        : fs.readFileSync(path.join(env.DATA_DIR, AUTH_SECRET_FILE), "utf8");
      fs.mkdirSync(path.join(stagingDir, "secrets"));
      fs.writeFileSync(path.join(stagingDir, "secrets", AUTH_SECRET_FILE), secret, { mode: 0o600 });
    }

    const parts: ManifestPart[] = [];
    for (const part of listStaged(stagingDir).sort()) {
      signal?.throwIfAborted();
      const file = path.join(stagingDir, part);
      parts.push({ path: part, bytes: fs.statSync(file).size, sha256: await sha256OfFile(file) });
    }
    const fileObjects = objects as Manifest["files"]["objects"];
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      app: appIdentity(),
      createdAt: now.toISOString(),
      schema: dump.schema,
      database: dump.database,
      rowCounts: Object.fromEntries(MAIN_TABLES.map((name) => [name, dump.rowCounts[name] ?? 0])),
      files: {
        storage: env.S3 ? "s3" : "local",
        count: fileObjects ? fileObjects.length : staged.length,
        bytes: (fileObjects ?? staged).reduce((sum, f) => sum + f.bytes, 0),
        objects: fileObjects,
      },
      secrets: { included: Boolean(options.includeSecrets) },
      parts,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const manifestChecksum = Buffer.from(`${crypto.createHash("sha256").update(manifestBytes).digest("hex")}\n`);

    // The manifest leads, so a restore knows every part's checksum before reading it.
    const entries: TarEntrySource[] = [
      { name: MANIFEST_NAME, size: manifestBytes.length, body: () => [manifestBytes] },
      { name: MANIFEST_CHECKSUM_NAME, size: manifestChecksum.length, body: () => [manifestChecksum] },
      ...parts.map((part) => ({
        name: part.path,
        size: part.bytes,
        body: () => fs.createReadStream(path.join(stagingDir, part.path)) as AsyncIterable<Buffer>,
      })),
    ];
    const output = fs.createWriteStream(partialPath, { mode: 0o600 });
    const tar = Readable.from(tarStream(entries));
    if (gzip) await pipeline(tar, createGzip(), output, { signal });
    else await pipeline(tar, output, { signal });
    const handle = await fs.promises.open(partialPath, "r");
    await handle.sync();
    await handle.close();
    signal?.throwIfAborted();
    fs.renameSync(partialPath, finalPath);
    return { path: finalPath, bytes: fs.statSync(finalPath).size, manifest };
  } catch (error) {
    if (signal?.aborted) throw new BackupError("The backup was stopped before it finished; no archive was written.");
    throw error;
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
    fs.rmSync(partialPath, { force: true });
  }
}

/**
 * The built-in COPY dump for the embedded server (whose package ships no pg_dump); for an
 * external one, a pg_dump of the server's own major version when PATH has one.
 */
async function pgDumpChoice(client: pg.Client, options: BackupOptions): Promise<DumpOptions["pgDump"]> {
  if (!options.preferPgDump || !options.env.DATABASE_URL) return undefined;
  const { rows } = await client.query<{ v: string }>("show server_version_num");
  const binary = await findPgDump(Number(rows[0]?.v));
  return binary ? { binary, connectionString: options.env.DATABASE_URL } : undefined;
}
