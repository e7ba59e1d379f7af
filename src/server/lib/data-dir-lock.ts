import fs from "node:fs";
import path from "node:path";
import { livePidFile } from "./pid-file";

export class DataDirLockedError extends Error {}

/**
 * Makes sure only one app process runs on a DATA_DIR. The lock file holds our pid;
 * a lock left by a dead process (SIGKILL) is taken over, a live one is refused.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "folio.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = livePidFile(lockPath)?.pid;
      if (holder !== undefined && holder !== process.pid) {
        throw new DataDirLockedError(
          `Another Folio process (pid ${holder}) is already using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}.`);
}
