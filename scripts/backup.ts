/**
 * `npm run backup [-- --out DIR] [--include-secrets] [--no-gzip]`: one archive of the running
 * install (database at one moment, stored files, manifest with checksums), taken while it serves.
 * Without --out, it goes to BACKUP_DIR, else ./backups. Its name ends in -manual, so the
 * schedule's retention never deletes it.
 */
import { parseArgs } from "node:util";
import { BackupError, createBackup } from "#server/backup/backup";
import { runningInstallConnection } from "#server/backup/connection";
import { parseEnv } from "#server/env";
import { formatFileSize } from "#shared/files";
import { runOperatorCommand } from "./lib/operator-command";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    "include-secrets": { type: "boolean", default: false },
    "no-gzip": { type: "boolean", default: false },
  },
});

const env = parseEnv();
const outDir = values.out ?? env.BACKUP_DIR ?? "./backups";
// Ctrl-C or SIGTERM stops the backup, which removes what it wrote so far before exiting.
const interrupted = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => interrupted.abort());
await runOperatorCommand(BackupError, async () => {
  const result = await createBackup({
    env,
    connection: runningInstallConnection(env),
    outDir,
    includeSecrets: values["include-secrets"],
    gzip: !values["no-gzip"],
    manual: true,
    signal: interrupted.signal,
    preferPgDump: true,
  });
  const { manifest } = result;
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    `Backup written: ${result.path} (${formatFileSize(result.bytes)})`,
    `  database: ${manifest.database.tables.length} tables, ${rows} rows, schema at migration ${manifest.schema.migrations}` +
      ` (${manifest.database.format === "copy" ? "COPY dump" : "pg_dump"} of PostgreSQL ${manifest.database.serverVersion})`,
    manifest.files.storage === "local"
      ? `  files: ${manifest.files.count} (${formatFileSize(manifest.files.bytes)})`
      : `  files: ${manifest.files.count} objects (${formatFileSize(manifest.files.bytes)}) listed with checksums; they stay in S3 bucket ${env.S3?.bucket}, back that bucket up separately`,
    manifest.secrets.included
      ? "  auth secret: included (keep this archive as safe as the secret: it signs every session)"
      : "  auth secret: not included (add --include-secrets to keep sessions across a restore; without it everyone signs in again, passwords unchanged)",
  ];
});
