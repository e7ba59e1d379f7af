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
const ARCHIVE_PATTERN = new RegExp(`^${ARCHIVE_PREFIX}\\d{8}T\\d{9}Z\\.tar(\\.gz)?$`);

export interface BackupRunStatus {
  /** When the last scheduled backup started (ISO). */
  lastAttemptAt: string;
  outcome: "success" | "failure";
  /** When the newest successful one started (ISO), which may be before the last attempt. */
  lastSuccessAt: string | null;
  /** The archive's file name and size, for a success. */
  archive: string | null;
  bytes: number | null;
  /** Why it failed, for a failure. */
  error: string | null;
}

export function readBackupStatus(backupDir: string): BackupRunStatus | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(backupDir, STATUS_FILE), "utf8")) as BackupRunStatus;
  } catch {
    return null;
  }
}

function writeBackupStatus(backupDir: string, status: BackupRunStatus): void {
  const file = path.join(backupDir, STATUS_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(status, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/** Deletes all but the newest `keep` archives in `dir` (names sort by time); returns the deleted names. */
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

export function isBackupDue(status: BackupRunStatus | null, intervalSeconds: number, now: Date): boolean {
  if (!status) return true;
  return now.getTime() - Date.parse(status.lastAttemptAt) >= intervalSeconds * 1000;
}

/** One scheduled backup into BACKUP_DIR, then retention; the outcome is recorded either way. */
export async function runScheduledBackup(
  env: Env & { BACKUP_DIR: string },
  connection: pg.ClientConfig,
  now = new Date(),
): Promise<BackupRunStatus> {
  const previous = readBackupStatus(env.BACKUP_DIR);
  let status: BackupRunStatus;
  try {
    const result = await createBackup({ env, connection, outDir: env.BACKUP_DIR, now });
    pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
    status = {
      lastAttemptAt: now.toISOString(),
      outcome: "success",
      lastSuccessAt: now.toISOString(),
      archive: path.basename(result.path),
      bytes: result.bytes,
      error: null,
    };
  } catch (error) {
    status = {
      lastAttemptAt: now.toISOString(),
      outcome: "failure",
      lastSuccessAt: previous?.lastSuccessAt ?? null,
      archive: null,
      bytes: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  fs.mkdirSync(env.BACKUP_DIR, { recursive: true });
  writeBackupStatus(env.BACKUP_DIR, status);
  return status;
}

/**
 * Starts the schedule when BACKUP_DIR is set; returns the function that stops it. A backup in
 * progress at stop finishes in the background (its archive appears only when complete).
 */
export function startScheduledBackups(env: Env, db: Database, logger: Logger): () => void {
  const backupDir = env.BACKUP_DIR;
  if (!backupDir) return () => {};
  const scheduled = { ...env, BACKUP_DIR: backupDir };
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    let client: pg.PoolClient | undefined;
    try {
      if (!isBackupDue(readBackupStatus(backupDir), env.BACKUP_INTERVAL, new Date())) return;
      client = await db.$client.connect();
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
        BACKUP_LOCK_ID,
      ]);
      if (!rows[0]?.locked) return; // another instance is taking it
      try {
        // Checked again under the lock: another instance may have just finished one.
        if (!isBackupDue(readBackupStatus(backupDir), env.BACKUP_INTERVAL, new Date())) return;
        logger.info("scheduled backup started", { dir: backupDir });
        const status = await runScheduledBackup(scheduled, poolConnectionConfig(db.$client));
        if (status.outcome === "success")
          logger.info("scheduled backup written", { archive: status.archive, bytes: status.bytes });
        else logger.error("scheduled backup failed", { error: status.error });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK_ID]);
      }
    } catch (error) {
      logger.error("scheduled backup check failed", { error: describeError(error) });
    } finally {
      client?.release();
      running = false;
    }
  };
  const timer = setInterval(check, Math.min(CHECK_EVERY_MS, env.BACKUP_INTERVAL * 1000));
  timer.unref();
  void check();
  logger.info("scheduled backups on", { dir: backupDir, intervalSeconds: env.BACKUP_INTERVAL, keep: env.BACKUP_KEEP });
  return () => clearInterval(timer);
}
