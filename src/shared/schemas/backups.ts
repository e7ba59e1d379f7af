import { z } from "zod";

/** The command an operator runs for a backup by hand; shown where scheduled backups are off. */
export const BACKUP_COMMAND = "npm run backup";

export const backupOutcomeSchema = z.enum(["success", "failure"]);

/**
 * Why the Settings page warns: the last scheduled backup failed, or the newest good one is older
 * than two intervals (the schedule has stopped, or every instance was down).
 */
export const backupWarningSchema = z.enum(["failed", "stale"]);
export type BackupWarning = z.infer<typeof backupWarningSchema>;

export const backupStatusSchema = z.object({
  /** Scheduled backups run (BACKUP_DIR is set). */
  enabled: z.boolean(),
  command: z.string(),
  directory: z.string().nullable(),
  interval_seconds: z.number().int(),
  keep: z.number().int(),
  last: z
    .object({
      attempted_at: z.string(),
      outcome: backupOutcomeSchema,
      archive: z.string().nullable(),
      bytes: z.number().int().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  last_success_at: z.string().nullable(),
  warning: backupWarningSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The warning for a schedule's last outcome, or null when all is well (or nothing ran yet). */
export function backupWarning(
  last: { outcome: "success" | "failure" } | null,
  lastSuccessAt: string | null,
  intervalSeconds: number,
  now: Date,
): BackupWarning | null {
  if (!last) return null;
  if (last.outcome === "failure") return "failed";
  if (!lastSuccessAt || now.getTime() - Date.parse(lastSuccessAt) > 2 * intervalSeconds * 1000) return "stale";
  return null;
}
