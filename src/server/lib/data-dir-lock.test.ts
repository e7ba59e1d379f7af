import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { processStartTime } from "./pid-file";

const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill("SIGKILL");
    if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-lock-"));
  dirs.push(dir);
  return dir;
}

/** Another live node process, as a second Folio would be. */
async function otherNodeProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
  children.push(child);
  await once(child, "spawn");
  return child.pid as number;
}

describe("acquireDataDirLock", () => {
  it("refuses a DATA_DIR whose lock a live Folio process holds", async () => {
    const dir = dataDir();
    const pid = await otherNodeProcess();
    fs.writeFileSync(path.join(dir, "folio.lock"), `${pid}\n${processStartTime(pid)}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another Folio process (pid ${pid}) is already using ${dir}`);
  });

  it("takes over a lock whose pid now names a process that started at another time (a pid reused after a reboot)", async () => {
    const dir = dataDir();
    const pid = await otherNodeProcess();
    fs.writeFileSync(path.join(dir, "folio.lock"), `${pid}\n1\n`);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "folio.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "folio.lock"))).toBe(false);
  });

  it("takes over a lock that gives only a pid, when that pid is not a node process (reused after a reboot)", async () => {
    const dir = dataDir();
    const sleeper = spawn("sleep", ["60"], { stdio: "ignore" });
    children.push(sleeper);
    await once(sleeper, "spawn");
    fs.writeFileSync(path.join(dir, "folio.lock"), String(sleeper.pid));
    const release = acquireDataDirLock(dir);
    release();
    // A node process giving only a pid is still taken to hold it.
    const pid = await otherNodeProcess();
    fs.writeFileSync(path.join(dir, "folio.lock"), String(pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});
