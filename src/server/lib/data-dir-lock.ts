import fs from "node:fs";
import path from "node:path";
import { livePidFile, processName, processStartTime } from "./pid-file";

export class DataDirLockedError extends Error {}

/**
 * Makes sure only one app process runs on a DATA_DIR. The lock file holds our pid and the time
 * our process started; a lock left by a dead process (SIGKILL) is taken over, a live one is
 * refused. After a reboot or a power loss the pid may belong to another process now: one that
 * started at another time (or, in a lock file that gives no time, that is not even a node
 * process) does not hold the lock. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "folio.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, `${process.pid}\n${processStartTime(process.pid) ?? ""}\n`);
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").split("\n")[0] === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(lockPath);
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

/** The pid of the live process holding the lock file, or undefined when the lock is stale. */
function lockHolder(lockPath: string): number | undefined {
  const file = livePidFile(lockPath);
  if (!file) return undefined;
  const started = processStartTime(file.pid);
  // Where /proc cannot tell (not Linux), a live pid is taken at its word.
  if (started === undefined) return file.pid;
  const recorded = file.lines[1]?.trim();
  const sameProcess = recorded ? started === recorded : processName(file.pid) === processName(process.pid);
  return sameProcess ? file.pid : undefined;
}
