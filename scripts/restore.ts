/**
 * `npm run restore -- ARCHIVE`: rebuilds an install from a backup archive into an empty DATA_DIR
 * (or, with DATABASE_URL, an empty database). Every checksum is verified before anything is
 * written; an archive from a newer schema is refused; an older one is migrated forward.
 */
import { parseArgs } from "node:util";
import { RestoreError, restoreBackup } from "#server/backup/restore";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { runOperatorCommand } from "./lib/operator-command";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  process.stderr.write("Usage: npm run restore -- ARCHIVE   (into an empty DATA_DIR, or an empty DATABASE_URL)\n");
  process.exit(2);
}

const env = parseEnv();
// Ctrl-C or SIGTERM stops the restore at its next step, which then empties DATA_DIR again.
const interrupted = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => interrupted.abort());
await runOperatorCommand(RestoreError, async () => {
  const result = await restoreBackup({
    archivePath: positionals[0],
    env,
    logger: createLogger("warn"),
    signal: interrupted.signal,
  });
  const { manifest } = result;
  return [
    `Restored ${positionals[0]} (taken ${manifest.createdAt} by Folio ${manifest.app.version})`,
    `  into ${env.DATABASE_URL ? "the database at DATABASE_URL" : `DATA_DIR ${env.DATA_DIR}`}: ${result.rows} rows, ${result.files} files`,
    result.migratedFrom === result.migratedTo
      ? `  schema at migration ${result.migratedTo}, as in the archive`
      : `  schema migrated from ${result.migratedFrom} to ${result.migratedTo} migrations`,
    manifest.secrets.included
      ? "  auth secret restored: sessions from the backup still work"
      : "  no auth secret in the archive: a new one is made at start, so everyone signs in again (passwords unchanged)",
    "Start it with npm start.",
  ];
});
