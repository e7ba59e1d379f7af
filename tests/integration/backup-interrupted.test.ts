/**
 * Backups and restores cut short leave nothing that lingers or misleads: a start sweeps what a
 * killed backup left, a stopping server or Ctrl-C abandons a backup cleanly, and a restore that
 * did not finish is refused by the server and redone by the next restore.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTORE_WORK_PREFIX } from "#server/backup/restore";
import { RESTORE_MARKER } from "#server/backup/restore-marker";
import { envWith } from "#server/env";
import {
  freePort,
  isRunning,
  OPERATOR_COMMAND,
  type ServerProcess,
  serverDataDir,
  startServer,
  untilHealthy,
  waitFor,
} from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-interrupted-"));
fs.chmodSync(workDir, 0o755);
const sourceDir = serverDataDir("folio-interrupted-source-");
const started: ServerProcess[] = [];
/** A pid no process has: above Linux's largest pid_max. */
const GONE_PID = 99_999_999;

afterAll(async () => {
  for (const server of started) if (isRunning(server.child)) server.child.kill("SIGTERM");
  await Promise.all(started.map((s) => s.exited));
  fs.rmSync(sourceDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function startInstall(env: Record<string, string> = {}) {
  const server = startServer(await freePort(), { DATA_DIR: sourceDir, ...env });
  started.push(server);
  await untilHealthy(server);
  return server;
}

/** An operator command (`npm run NAME`) as npm runs it; resolves with its exit code and output. */
function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [OPERATOR_COMMAND, name, ...args], {
    cwd: ROOT,
    env: envWith({ LOG_LEVEL: "warn", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const leftoversIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((n) => n.startsWith(".backup-staging-") || n.endsWith(".partial"))
    : [];

describe("backups cut short", () => {
  // One large stored file, so a backup takes long enough to be interrupted half-way.
  fs.mkdirSync(path.join(sourceDir, "files", "large"), { recursive: true });
  fs.writeFileSync(path.join(sourceDir, "files", "large", "blob.bin"), crypto.randomBytes(48 * 1024 * 1024));

  it("a start removes what a killed backup left in DATA_DIR", async () => {
    const staging = path.join(sourceDir, `.backup-staging-${GONE_PID}-a1b2c3`);
    fs.mkdirSync(path.join(staging, "files"), { recursive: true });
    fs.linkSync(path.join(sourceDir, "files", "large", "blob.bin"), path.join(staging, "files", "blob.bin"));
    const server = await startInstall();
    expect(fs.existsSync(staging)).toBe(false);
    expect(server.output()).toContain("removed leftovers of interrupted backups");
  }, 120_000);

  it("Ctrl-C on npm run backup removes its partial archive and staging folder", async () => {
    const out = path.join(workDir, "by-hand");
    const backup = command("backup", ["--out", out], { DATA_DIR: sourceDir });
    await waitFor("the partial archive", () => leftoversIn(out).length === 1, 60_000);
    backup.child.kill("SIGINT");
    expect(await backup.exited).toBe(1);
    expect(backup.output().trim()).toBe("The backup was stopped before it finished; no archive was written.");
    expect(fs.readdirSync(out)).toEqual([]);
    expect(leftoversIn(sourceDir)).toEqual([]);
  }, 120_000);

  it("a server that stops during a scheduled backup abandons it and leaves nothing of it", async () => {
    for (const server of started) if (isRunning(server.child)) server.child.kill("SIGTERM");
    await Promise.all(started.map((s) => s.exited));
    const backupDir = path.join(workDir, "scheduled");
    const server = await startInstall({ BACKUP_DIR: backupDir });
    await waitFor("the partial archive", () => leftoversIn(backupDir).length === 1, 60_000);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("scheduled backup abandoned");
    expect(fs.readdirSync(backupDir)).toEqual([]);
    expect(leftoversIn(sourceDir)).toEqual([]);
  }, 120_000);
});

describe("restores cut short", () => {
  let archive = "";
  const stopAll = async () => {
    for (const server of started) if (isRunning(server.child)) server.child.kill("SIGTERM");
    await Promise.all(started.map((s) => s.exited));
  };

  beforeAll(async () => {
    await stopAll();
    await startInstall();
    // A plain tar: the restores below read it three times, and gzip saves nothing on random bytes.
    const backup = command("backup", ["--out", path.join(workDir, "archives"), "--no-gzip"], { DATA_DIR: sourceDir });
    expect(await backup.exited, backup.output()).toBe(0);
    archive = /Backup written: (\S+)/.exec(backup.output())?.[1] ?? "";
    await stopAll();
  }, 120_000);

  /** Starts a restore into `target` and waits until its own Postgres runs there: half-way. */
  async function restoreHalfWay(target: string, env: Record<string, string> = {}) {
    const restore = command("restore", [archive], { DATA_DIR: target, ...env });
    await waitFor("the restore's Postgres", () => fs.existsSync(path.join(target, "pg", "postmaster.pid")), 60_000);
    return restore;
  }

  it("after a SIGKILL, the server refuses the folder and the next restore empties it and finishes", async () => {
    const target = path.join(workDir, "restored-killed");
    // The restore's own temporary folder, to see what a kill leaves outside DATA_DIR.
    const killedTmp = path.join(workDir, "tmp-of-killed-restore");
    fs.mkdirSync(killedTmp);
    const killed = await restoreHalfWay(target, { TMPDIR: killedTmp });
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(fs.existsSync(path.join(target, RESTORE_MARKER))).toBe(true);
    // The unpacked table data sits in DATA_DIR, which the next restore empties; none of it is left
    // in the temporary folder, where nothing would ever remove it.
    const restoreWork = () => fs.readdirSync(target).filter((name) => name.startsWith(RESTORE_WORK_PREFIX));
    expect(restoreWork()).toHaveLength(1);
    expect(fs.readdirSync(killedTmp).filter((name) => name.startsWith("folio-"))).toEqual([]);

    const refused = startServer(await freePort(), { DATA_DIR: target });
    started.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `A restore into DATA_DIR ${target} did not finish, so Folio does not start on it: run the restore again`,
    );
    expect(refused.output()).not.toContain("folio listening");

    const again = command("restore", [archive], { DATA_DIR: target });
    expect(await again.exited, again.output()).toBe(0);
    expect(again.output()).toMatch(/Restored .*: \d+ rows, 1 files/s);
    expect(fs.existsSync(path.join(target, RESTORE_MARKER))).toBe(false);
    expect(restoreWork()).toEqual([]);
    const restored = startServer(await freePort(), { DATA_DIR: target });
    started.push(restored);
    await untilHealthy(restored);
    expect(fs.statSync(path.join(target, "files", "large", "blob.bin")).size).toBe(48 * 1024 * 1024);
  }, 180_000);

  it("Ctrl-C on npm run restore empties DATA_DIR again", async () => {
    const target = path.join(workDir, "restored-interrupted");
    const interrupted = await restoreHalfWay(target);
    interrupted.child.kill("SIGINT");
    expect(await interrupted.exited).toBe(1);
    expect(interrupted.output().trim()).toBe("The restore was stopped before it finished. DATA_DIR was emptied again.");
    expect(fs.existsSync(target)).toBe(false);
  }, 120_000);
});
