import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScheduledBackup, STATUS_FILE } from "#server/backup/schedule";
import { poolConnectionConfig } from "#server/realtime/index";
import { createTestApp } from "#tests/setup/test-app";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-backup-status-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("GET /api/backups/status", () => {
  it("says scheduled backups are off, with the command, when BACKUP_DIR is unset", async () => {
    const t = await createTestApp({ DATA_DIR: tmp });
    const admin = await t.signUp();
    const res = await t.request("/api/backups/status", { as: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ enabled: false, command: "npm run backup", last: null, warning: null });
  });

  it("shows the last run's time, size and outcome, and warns when it failed or is older than two intervals", async () => {
    const backupDir = path.join(tmp, "backups");
    const t = await createTestApp({ DATA_DIR: tmp, BACKUP_DIR: backupDir, BACKUP_INTERVAL: "6h", BACKUP_KEEP: "3" });
    const admin = await t.signUp();
    const status = async () => (await t.request("/api/backups/status", { as: admin })).json();
    const connection = poolConnectionConfig(t.db.$client);
    const env = { ...t.env, BACKUP_DIR: backupDir };

    const good = await runScheduledBackup(env, connection, new Date());
    expect(await status()).toMatchObject({
      enabled: true,
      directory: backupDir,
      interval_seconds: 6 * 3600,
      keep: 3,
      last: { outcome: "success", archive: good.archive, bytes: good.bytes, attempted_at: good.lastAttemptAt },
      warning: null,
    });

    await runScheduledBackup(env, { ...connection, database: "folio_missing" }, new Date());
    expect(await status()).toMatchObject({
      last: { outcome: "failure" },
      last_success_at: good.lastSuccessAt,
      warning: "failed",
    });

    // A success more than two intervals old: the schedule has stopped somewhere.
    const old = new Date(Date.now() - 13 * 3600 * 1000);
    await runScheduledBackup(env, connection, old);
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, STATUS_FILE), "utf8")).lastSuccessAt).toBe(
      old.toISOString(),
    );
    expect(await status()).toMatchObject({ last: { outcome: "success" }, warning: "stale" });
  });
});
