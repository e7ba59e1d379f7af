import fs from "node:fs";

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to another user (a Postgres run as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A pid file (our DATA_DIR lock, Postgres's postmaster.pid) whose first line names a live process:
 * that pid and the file's lines. Null when the file is missing, holds no pid, or its process is gone.
 */
export function livePidFile(file: string): { pid: number; lines: string[] } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0]?.trim() ?? "", 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid, lines } : null;
}
