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

/**
 * When a process started, in clock ticks since boot (Linux's /proc/<pid>/stat, field 22): with its
 * pid it names one process, where a pid alone may have been given to another since (after a
 * reboot, say). Undefined where /proc cannot tell.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may itself hold spaces: the fields start after its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The process's command name (Linux's /proc/<pid>/comm), or undefined where /proc cannot tell. */
export function processName(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return undefined;
  }
}
