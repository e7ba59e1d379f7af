/**
 * Scheduled backups: with BACKUP_DIR set, the app writes an archive there every BACKUP_INTERVAL
 * and keeps the newest BACKUP_KEEP. The last run's outcome is kept in a status file in that
 * folder (so it survives restarts and the clock does not start over), which the Settings page
 * shows. Several instances on one database take turns through a Postgres advisory lock, and the
 * one that gets it checks the status file again, so one due backup is taken once.
 */
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { Database } from "#server/db/client";
import type { Env } from "#server/env";
import { describeError, type Logger } from "#server/lib/logger";
import { poolConnectionConfig } from "#server/realtime/index";
import { ARCHIVE_PREFIX, createBackup } from "./backup";

/** An arbitrary constant shared by every instance of the app (the migration lock uses another). */
const BACKUP_LOCK_ID = 727_274_019;
export const STATUS_FILE = ".folio-backup-status.json";
/** How often an instance looks whether a backup is due. */
const CHECK_EVERY_MS = 60_000;
/** A scheduled archive's name; one made by hand has a suffix after the time. */
const ARCHIVE_PATTERN = new RegExp(`^${ARCHIVE_PREFIX}\\d{8}T\\d{9}Z\\.tar(\\.gz)?$`);

export interface BackupRunStatus {
  /** When the last scheduled backup started (ISO). */
  lastAttemptAt: string;
  /**
   * The schedule's slot that run took (ISO): the time it was due, a little before it started.
   * The next one is due an interval after the slot, not after the start, so runs stay on the
   * interval rather than each coming up to one check late. Missing in files from before it.
   */
  dueAt?: string;
  outcome: "success" | "failure";
  /** When the newest successful one started (ISO), which may be before the last attempt. */
  lastSuccessAt: string | null;
  /** The archive's file name and size, for a success. */
  archive: string | null;
  bytes: number | null;
  /** Why it failed, for a failure. */
  error: string | null;
}

type StatusPlaces = Pick<Env, "DATA_DIR"> & { BACKUP_DIR: string };

/**
 * The outcome is recorded in BACKUP_DIR; when that cannot be written (it is a file, or not ours
 * to write), in DATA_DIR instead, so a backup that can never run still shows as failed.
 */
const statusFiles = (env: StatusPlaces) => [
  path.join(env.BACKUP_DIR, STATUS_FILE),
  path.join(env.DATA_DIR, STATUS_FILE),
];

/** The newest recorded outcome of either place. */
export function readBackupStatus(env: StatusPlaces): BackupRunStatus | null {
  let newest: BackupRunStatus | null = null;
  for (const file of statusFiles(env)) {
    try {
      const status = JSON.parse(fs.readFileSync(file, "utf8")) as BackupRunStatus;
      if (!newest || Date.parse(status.lastAttemptAt) > Date.parse(newest.lastAttemptAt)) newest = status;
    } catch {
      // Not there (yet), or unreadable: the other place may have it.
    }
  }
  return newest;
}

function writeBackupStatus(env: StatusPlaces, status: BackupRunStatus): void {
  const [inBackupDir, inDataDir] = statusFiles(env);
  const write = (file: string) => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(status, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  };
  try {
    write(inBackupDir);
  } catch {
    write(inDataDir);
  }
}

/**
 * Deletes all but the newest `keep` scheduled archives in `dir` (names sort by time); returns the
 * deleted names. Archives made by hand (…-manual.tar.gz) are the operator's and are never deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/**
 * The slot a run at `now` takes: the latest time on the grid of intervals that starts at the
 * previous slot, so a run that starts late within a check does not push the next one later.
 * The first run, or one after a status this code cannot read, starts the grid at `now`.
 */
export function scheduleSlot(previous: BackupRunStatus | null, intervalSeconds: number, now: Date): Date {
  const last = previous ? Date.parse(previous.dueAt ?? previous.lastAttemptAt) : Number.NaN;
  if (!(now.getTime() >= last)) return now;
  const step = intervalSeconds * 1000;
  return new Date(last + Math.floor((now.getTime() - last) / step) * step);
}

export function isBackupDue(status: BackupRunStatus | null, intervalSeconds: number, now: Date): boolean {
  if (!status) return true;
  const last = Date.parse(status.dueAt ?? status.lastAttemptAt);
  return !(now.getTime() - last < intervalSeconds * 1000);
}

/** One scheduled backup into BACKUP_DIR, then retention; the outcome is recorded either way. */
export async function runScheduledBackup(
  env: Env & { BACKUP_DIR: string },
  connection: pg.ClientConfig,
  now = new Date(),
  signal?: AbortSignal,
): Promise<BackupRunStatus> {
  const previous = readBackupStatus(env);
  const attempt = {
    lastAttemptAt: now.toISOString(),
    dueAt: scheduleSlot(previous, env.BACKUP_INTERVAL, now).toISOString(),
  };
  let status: BackupRunStatus;
  try {
    const result = await createBackup({ env, connection, outDir: env.BACKUP_DIR, now, signal });
    pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
    status = {
      ...attempt,
      outcome: "success",
      lastSuccessAt: now.toISOString(),
      archive: path.basename(result.path),
      bytes: result.bytes,
      error: null,
    };
  } catch (error) {
    // Abandoned because the app is stopping: not an attempt, so the next start takes it again.
    if (signal?.aborted) throw error;
    status = {
      ...attempt,
      outcome: "failure",
      lastSuccessAt: previous?.lastSuccessAt ?? null,
      archive: null,
      bytes: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  writeBackupStatus(env, status);
  return status;
}

/**
 * Starts the schedule when BACKUP_DIR is set; returns the function that stops it. A backup in
 * progress at stop is abandoned (the database stops with the app, so it could not finish): the
 * returned promise settles once its staging folder and partial archive are removed, and the
 * next start takes it again.
 */
export function startScheduledBackups(env: Env, db: Database, logger: Logger): () => Promise<void> {
  const backupDir = env.BACKUP_DIR;
  if (!backupDir) return async () => {};
  const scheduled = { ...env, BACKUP_DIR: backupDir };
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= checkOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  const checkOnce = async () => {
    if (stopping.signal.aborted) return;
    let client: pg.PoolClient | undefined;
    try {
      if (!isBackupDue(readBackupStatus(scheduled), env.BACKUP_INTERVAL, new Date())) return;
      client = await db.$client.connect();
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
        BACKUP_LOCK_ID,
      ]);
      if (!rows[0]?.locked) return; // another instance is taking it
      try {
        // Checked again under the lock: another instance may have just finished one.
        if (!isBackupDue(readBackupStatus(scheduled), env.BACKUP_INTERVAL, new Date())) return;
        logger.info("scheduled backup started", { dir: backupDir });
        const status = await runScheduledBackup(
          scheduled,
          poolConnectionConfig(db.$client),
          new Date(),
          stopping.signal,
        );
        if (status.outcome === "success")
          logger.info("scheduled backup written", { archive: status.archive, bytes: status.bytes });
        else logger.error("scheduled backup failed", { error: status.error });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK_ID]);
      }
    } catch (error) {
      if (stopping.signal.aborted) logger.info("scheduled backup abandoned: the app is stopping");
      else logger.error("scheduled backup check failed", { error: describeError(error) });
    } finally {
      client?.release();
    }
  };
  const timer = setInterval(check, Math.min(CHECK_EVERY_MS, env.BACKUP_INTERVAL * 1000));
  timer.unref();
  void check();
  logger.info("scheduled backups on", { dir: backupDir, intervalSeconds: env.BACKUP_INTERVAL, keep: env.BACKUP_KEEP });
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
