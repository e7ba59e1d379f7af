import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPostmasterOf, isShutdownFatal } from "./embedded";

describe("isShutdownFatal", () => {
  it("takes the FATAL lines of Postgres's own shutdown as part of the stop, not as errors", () => {
    for (const line of [
      "2026-11-27 18:40:02.101 UTC [2933] FATAL:  terminating connection due to administrator command",
      "2026-11-27 18:40:02.102 UTC [2901] FATAL:  terminating autovacuum process due to administrator command",
      '2026-11-27 18:40:02.103 UTC [2902] FATAL:  terminating background worker "logical replication launcher" due to administrator command',
      "2026-11-27 18:40:02.104 UTC [2990] FATAL:  the database system is shutting down",
    ]) {
      expect(isShutdownFatal(line), line).toBe(true);
    }
  });

  it("keeps every other FATAL line an error", () => {
    expect(isShutdownFatal('2026-11-27 18:40:02 UTC [1] FATAL:  database "folio_missing" does not exist')).toBe(false);
    expect(isShutdownFatal('2026-11-27 18:40:02 UTC [1] FATAL:  password authentication failed for user "folio"')).toBe(
      false,
    );
  });
});

describe("isPostmasterOf", () => {
  it("knows a postgres by the data directory it serves, so another install's is never stopped", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-postmaster-"));
    // A process named postgres, started as the embedded one is: `postgres -D <dir> …`.
    const postgres = path.join(dir, "postgres");
    fs.symlinkSync(process.execPath, postgres);
    const pgDir = path.join(dir, "pg");
    const child = spawn(postgres, ["-e", "setInterval(() => {}, 60_000)", "--", "-D", pgDir, "-p", "5432"], {
      stdio: "ignore",
    });
    await once(child, "spawn");
    try {
      const pid = child.pid as number;
      expect(isPostmasterOf(pid, pgDir)).toBe(true);
      expect(isPostmasterOf(pid, path.join(dir, "other-install", "pg"))).toBe(false);
      expect(isPostmasterOf(process.pid, pgDir)).toBe(false);
    } finally {
      child.kill("SIGKILL");
      await once(child, "exit");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
