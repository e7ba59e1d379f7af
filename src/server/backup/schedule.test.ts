import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/client";
import { parseEnv } from "#server/env";
import { createLogger, type Logger } from "#server/lib/logger";
import { poolConnectionConfig } from "#server/realtime/index";
import { getBackupStatus } from "#server/routes/backups/backups.service";
import { createTestDatabase } from "#tests/setup/test-db";
import { archiveName } from "./backup";
import {
  isBackupDue,
  pruneBackups,
  readBackupStatus,
  runScheduledBackup,
  STATUS_FILE,
  startScheduledBackups,
} from "./schedule";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-schedule-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function setting(name: string, keep = "2") {
  const dataDir = path.join(tmp, name, "data");
  const backupDir = path.join(tmp, name, "backups");
  fs.mkdirSync(dataDir, { recursive: true });
  const env = parseEnv({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: keep, BACKUP_INTERVAL: "1h" });
  return { env: { ...env, BACKUP_DIR: backupDir }, backupDir, dataDir };
}

const archivesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((n) => n.startsWith("folio-backup-"))
    .sort();

describe("retention", () => {
  it("keeps the newest N archives and nothing else of theirs is touched", () => {
    const dir = path.join(tmp, "retention");
    fs.mkdirSync(dir);
    const names = [1, 2, 3, 4, 5].map((day) => archiveName(new Date(Date.UTC(2026, 0, day)), day % 2 === 0));
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    fs.writeFileSync(path.join(dir, `${names[0]}.partial`), "in progress");
    // Made by hand (npm run backup) before all of them, to keep: retention is for its own archives.
    const manual = archiveName(new Date(Date.UTC(2025, 11, 31)), true, true);
    fs.writeFileSync(path.join(dir, manual), "the operator's");

    expect(pruneBackups(dir, 3).sort()).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), `${names[0]}.partial`, "notes.txt", manual].sort());
  });
});

describe("scheduled backups", () => {
  it("writes an archive each run, keeps the last BACKUP_KEEP, and records each outcome", async () => {
    const db = await createTestDatabase();
    const { env, backupDir } = setting("runs");
    const connection = poolConnectionConfig(db.$client);
    const times = [1, 2, 3].map((hour) => new Date(Date.UTC(2026, 10, 25, hour)));
    for (const now of times) expect((await runScheduledBackup(env, connection, now)).outcome).toBe("success");
    expect(archivesIn(backupDir)).toEqual(times.slice(1).map((t) => archiveName(t, true)));
    const ok = readBackupStatus(env);
    expect(ok).toMatchObject({
      outcome: "success",
      lastSuccessAt: times[2].toISOString(),
      archive: archiveName(times[2], true),
    });
    expect(ok?.bytes).toBe(fs.statSync(path.join(backupDir, archiveName(times[2], true))).size);

    // A database that cannot be reached: the failure is recorded, the last success is kept, nothing is pruned.
    const later = new Date(Date.UTC(2026, 10, 25, 4));
    const failed = await runScheduledBackup(env, { ...connection, database: "folio_no_such_database" }, later);
    expect(failed).toMatchObject({ outcome: "failure", lastSuccessAt: times[2].toISOString(), archive: null });
    expect(failed.error).toMatch(/folio_no_such_database/);
    expect(archivesIn(backupDir)).toHaveLength(2);
  });

  it("takes one backup when two instances on one database start at once", async () => {
    const db = await createTestDatabase();
    const other = createDatabase(poolConnectionConfig(db.$client));
    const { env, backupDir } = setting("two-instances");
    const logger = createLogger("silent");
    const stops = [startScheduledBackups(env, db, logger), startScheduledBackups(env, other, logger)];
    try {
      await expect.poll(() => fs.existsSync(path.join(backupDir, STATUS_FILE)), { timeout: 15_000 }).toBe(true);
      expect(readBackupStatus(env)?.outcome).toBe("success");
      expect(archivesIn(backupDir)).toHaveLength(1);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await other.$client.end();
    }
  });

  it("stays on the interval: a run that starts late within a check does not make the next one later", async () => {
    const db = await createTestDatabase();
    const { env } = setting("on-the-interval", "10");
    const connection = poolConnectionConfig(db.$client);
    const hour = 3_600_000;
    const start = Date.UTC(2026, 10, 25, 1);
    // The checks come once a minute: the first after each due time finds the run due.
    await runScheduledBackup(env, connection, new Date(start));
    const second = new Date(start + hour + 50_000);
    expect(isBackupDue(readBackupStatus(env), env.BACKUP_INTERVAL, second)).toBe(true);
    await runScheduledBackup(env, connection, second);
    const third = new Date(start + 2 * hour + 10_000);
    expect(isBackupDue(readBackupStatus(env), env.BACKUP_INTERVAL, third)).toBe(true);
    expect(readBackupStatus(env)?.lastAttemptAt).toBe(second.toISOString());
  });

  it("records a backup that cannot run because BACKUP_DIR is a file as failed, and logs it as such", async () => {
    const db = await createTestDatabase();
    const { env, backupDir, dataDir } = setting("dir-is-a-file");
    fs.mkdirSync(path.dirname(backupDir), { recursive: true });
    fs.writeFileSync(backupDir, "not a folder");
    const errors: string[] = [];
    const logger: Logger = { debug() {}, info() {}, warn() {}, error: (msg) => errors.push(msg) };
    const stop = startScheduledBackups(env, db, logger);
    try {
      await expect.poll(() => fs.existsSync(path.join(dataDir, STATUS_FILE)), { timeout: 15_000 }).toBe(true);
    } finally {
      await stop();
    }
    expect(errors).toEqual(["scheduled backup failed"]);
    const status = getBackupStatus(env);
    expect(status.last).toMatchObject({ outcome: "failure", archive: null });
    expect(status.last?.error).toMatch(/is a file, not a folder/);
    expect(status.warning).toBe("failed");
    expect(fs.readFileSync(backupDir, "utf8")).toBe("not a folder");
  });
});
