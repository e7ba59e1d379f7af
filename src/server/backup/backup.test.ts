/**
 * A backup that does not finish leaves nothing behind: one stopped on purpose removes its own
 * staging folder and partial archive, and what a kill left is swept by the next backup, but
 * never what a backup still running in another process is using.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { poolConnectionConfig } from "#server/realtime/index";
import { createTestDatabase } from "#tests/setup/test-db";
import { BackupError, createBackup } from "./backup";
import { readBackupStatus, STATUS_FILE, startScheduledBackups } from "./schedule";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-backup-unit-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A pid no process has: above Linux's largest pid_max. */
const GONE_PID = 99_999_999;

/** A DATA_DIR with one large stored file, so a backup of it takes a moment to write. */
function installWithLargeFile(name: string) {
  const dataDir = path.join(tmp, name, "data");
  const outDir = path.join(tmp, name, "backups");
  fs.mkdirSync(path.join(dataDir, "files", "large"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "files", "large", "blob.bin"), crypto.randomBytes(48 * 1024 * 1024));
  return { dataDir, outDir };
}

const leftoversIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((n) => n.startsWith(".backup-staging-") || n.endsWith(".partial"))
    : [];

describe("backups that do not finish", () => {
  it("sweeps what interrupted backups left, and keeps what a running one uses", async () => {
    const db = await createTestDatabase();
    const dataDir = path.join(tmp, "sweep", "data");
    const outDir = path.join(tmp, "sweep", "backups");
    fs.mkdirSync(path.join(dataDir, "files"), { recursive: true });
    fs.mkdirSync(outDir, { recursive: true });
    const stamp = "folio-backup-20261125T214500123Z.tar.gz";
    const dead = [
      path.join(dataDir, `.backup-staging-${GONE_PID}-abc123`),
      path.join(dataDir, ".backup-staging-Xy12Zq"), // named before names carried a pid
      path.join(outDir, `${stamp}.${GONE_PID}.partial`),
      path.join(outDir, `${stamp}.partial`),
    ];
    // This test's own process stands for a backup running elsewhere.
    const live = [
      path.join(dataDir, `.backup-staging-${process.pid}-def456`),
      path.join(outDir, `folio-backup-20261125T214600123Z.tar.gz.${process.pid}.partial`),
    ];
    for (const dir of [dead[0], dead[1], live[0]]) {
      fs.mkdirSync(path.join(dir, "files"), { recursive: true });
      fs.writeFileSync(path.join(dir, "files", "linked.pdf"), "a hard link to an upload");
    }
    for (const file of [dead[2], dead[3], live[1]]) fs.writeFileSync(file, "half an archive");

    const result = await createBackup({
      env: parseEnv({ DATA_DIR: dataDir }),
      connection: poolConnectionConfig(db.$client),
      outDir,
    });
    expect(fs.existsSync(result.path)).toBe(true);
    for (const leftover of dead) expect(fs.existsSync(leftover), leftover).toBe(false);
    for (const inUse of live) expect(fs.existsSync(inUse), inUse).toBe(true);
  });

  it("removes its staging folder and partial archive when stopped half-way", async () => {
    const db = await createTestDatabase();
    const { dataDir, outDir } = installWithLargeFile("aborted");
    const controller = new AbortController();
    const backup = createBackup({
      env: parseEnv({ DATA_DIR: dataDir }),
      connection: poolConnectionConfig(db.$client),
      outDir,
      signal: controller.signal,
    });
    backup.catch(() => {}); // awaited below
    await expect.poll(() => leftoversIn(outDir).length, { interval: 5, timeout: 30_000 }).toBe(1);
    controller.abort();
    await expect(backup).rejects.toThrow(BackupError);
    await expect(backup).rejects.toThrow("The backup was stopped before it finished; no archive was written.");
    expect(leftoversIn(dataDir)).toEqual([]);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it("abandons a scheduled backup in progress when the schedule stops, and records no attempt", async () => {
    const db = await createTestDatabase();
    const { dataDir, outDir } = installWithLargeFile("schedule-stopped");
    const env = parseEnv({ DATA_DIR: dataDir, BACKUP_DIR: outDir });
    const stop = startScheduledBackups(env, db, createLogger("silent"));
    await expect.poll(() => leftoversIn(outDir).length, { interval: 5, timeout: 30_000 }).toBe(1);
    await stop();
    expect(leftoversIn(dataDir)).toEqual([]);
    expect(fs.readdirSync(outDir)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, STATUS_FILE))).toBe(false);
    expect(readBackupStatus({ ...env, BACKUP_DIR: outDir })).toBeNull();
  });
});
