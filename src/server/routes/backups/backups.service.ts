import { readBackupStatus } from "#server/backup/schedule";
import type { Env } from "#server/env";
import { BACKUP_COMMAND, type BackupStatus, backupWarning } from "#shared/schemas/backups";

/** The scheduled backups' settings and the last run's outcome, from the status file (in BACKUP_DIR, or in DATA_DIR when BACKUP_DIR cannot be written). */
export function getBackupStatus(env: Env, now = new Date()): BackupStatus {
  const run = env.BACKUP_DIR ? readBackupStatus({ ...env, BACKUP_DIR: env.BACKUP_DIR }) : null;
  const last = run
    ? {
        attempted_at: run.lastAttemptAt,
        outcome: run.outcome,
        archive: run.archive,
        bytes: run.bytes,
        error: run.error,
      }
    : null;
  return {
    enabled: Boolean(env.BACKUP_DIR),
    command: BACKUP_COMMAND,
    directory: env.BACKUP_DIR ?? null,
    interval_seconds: env.BACKUP_INTERVAL,
    keep: env.BACKUP_KEEP,
    last,
    last_success_at: run?.lastSuccessAt ?? null,
    warning: backupWarning(last, run?.lastSuccessAt ?? null, env.BACKUP_INTERVAL, now),
  };
}
