/**
 * A restore writes this file into DATA_DIR before anything else and removes it last, so a
 * restore that did not finish (Ctrl-C, a kill, a power loss) is known by it even when nothing
 * could clean up: Folio refuses to start on such a folder, which would otherwise be half an
 * install (with its files, no accounts, open to the first visitor as Admin), and the next
 * restore into it empties it and starts over.
 */
import fs from "node:fs";
import path from "node:path";

export const RESTORE_MARKER = ".restore-unfinished";

/** DATA_DIR holds a restore that did not finish: the app must not start on it. */
export class UnfinishedRestoreError extends Error {}

export const hasUnfinishedRestore = (dataDir: string) => fs.existsSync(path.join(dataDir, RESTORE_MARKER));

export function assertNoUnfinishedRestore(dataDir: string): void {
  if (!hasUnfinishedRestore(dataDir)) return;
  throw new UnfinishedRestoreError(
    `A restore into DATA_DIR ${dataDir} did not finish, so Folio does not start on it: run the restore again (npm run restore -- ARCHIVE empties this folder first), or delete the folder.`,
  );
}

/** Durable before the first byte of the restore is written, so a power loss cannot outrun it. */
export function markRestoreUnfinished(dataDir: string): void {
  const fd = fs.openSync(path.join(dataDir, RESTORE_MARKER), "w", 0o600);
  fs.writeSync(fd, `A restore started here at ${new Date().toISOString()} and has not finished.\n`);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  syncFolder(dataDir);
}

export function markRestoreFinished(dataDir: string): void {
  fs.rmSync(path.join(dataDir, RESTORE_MARKER), { force: true });
  syncFolder(dataDir);
}

function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
