/**
 * The instance lock against a real PostgreSQL: which instances may run together on one database,
 * and what happens when the lock's connection is cut (as a database restart would).
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "#server/lib/logger";
import { poolConnectionConfig } from "#server/realtime/index";
import { createTestDatabase } from "#tests/setup/test-db";
import type { Database } from "./client";
import {
  conflictMessage,
  type FileStore,
  INSTANCE_LOCK_APPLICATION_NAME,
  InstanceConflictError,
  InstanceLock,
} from "./instance-lock";

let db: Database;
const opened: InstanceLock[] = [];

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (msg: string) => void lines.push({ level, msg });
  const logger: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}

function lock(store: FileStore, logger: Logger = recordingLogger().logger, retryDelayMs?: number) {
  const instance = new InstanceLock(poolConnectionConfig(db.$client), store, logger, retryDelayMs);
  opened.push(instance);
  return instance;
}

/** Cuts every lock connection on this database, as a database restart would. */
async function cutLockConnections() {
  await db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${INSTANCE_LOCK_APPLICATION_NAME} and datname = current_database()`,
  );
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((instance) => instance.close()));
});

describe("instance lock", () => {
  it("lets any number of S3 instances run together", async () => {
    await lock("s3").acquire();
    await lock("s3").acquire();
    await lock("s3").acquire();
  });

  it("refuses a local-disk instance next to another one, and next to S3 instances, naming S3_BUCKET", async () => {
    await lock("local-disk").acquire();
    await expect(lock("local-disk").acquire()).rejects.toThrow(
      new InstanceConflictError(conflictMessage("local-disk")),
    );
    await expect(lock("s3").acquire()).rejects.toThrow(conflictMessage("s3"));
    await Promise.all(opened.splice(0).map((instance) => instance.close()));

    await lock("s3").acquire();
    await expect(lock("local-disk").acquire()).rejects.toThrow(conflictMessage("local-disk"));
    expect(conflictMessage("local-disk")).toContain("S3_BUCKET");
    expect(conflictMessage("s3")).toContain("S3_BUCKET");
  });

  it("is free again as soon as its holder closes", async () => {
    const first = lock("local-disk");
    await first.acquire();
    await first.close();
    await lock("local-disk").acquire();
  });

  it("takes the lock again after its connection is cut, so a newcomer is still refused", async () => {
    const { logger, lines } = recordingLogger();
    const holder = lock("local-disk", logger, 200);
    await holder.acquire();
    await cutLockConnections();
    await until(() => lines.some((line) => line.msg === "instance lock connection was lost briefly"));
    expect(holder.held).toBe(true);
    await expect(lock("local-disk").acquire()).rejects.toThrow(InstanceConflictError);
  });

  it("logs the conflict as an error when another instance took the database while its connection was down", async () => {
    const { logger, lines } = recordingLogger();
    // Time enough for the newcomer below to start before this one tries again.
    const bucketed = lock("s3", logger, 5_000);
    await bucketed.acquire();
    await cutLockConnections();
    await until(() => !bucketed.held);
    // A local-disk instance starts in the gap, before the S3 instance reconnects.
    await lock("local-disk").acquire();
    await until(() => lines.some((line) => line.level === "error"));
    expect(lines.find((line) => line.level === "error")?.msg).toBe(conflictMessage("s3"));
    expect(bucketed.held).toBe(false);
  });

  it("says nothing and stops retrying when its connection drops during our own stop, even just before the stop began", async () => {
    const stopFirst = recordingLogger();
    const lossFirst = recordingLogger();
    const control = recordingLogger();
    const stoppedBeforeLoss = lock("s3", stopFirst.logger, 200);
    const lostBeforeStop = lock("s3", lossFirst.logger, 200);
    const running = lock("s3", control.logger, 200);
    await Promise.all([stoppedBeforeLoss.acquire(), lostBeforeStop.acquire(), running.acquire()]);
    stoppedBeforeLoss.expectStop();
    // Ctrl-C reaches Postgres and node together; the connection may drop before node hears it.
    await cutLockConnections();
    await until(() => !lostBeforeStop.held && !stoppedBeforeLoss.held);
    lostBeforeStop.expectStop();
    // The running one retries on the same delay: once it holds the lock again, the others' retries are due too.
    await until(() => running.held && control.lines.length > 0);
    expect(stopFirst.lines).toEqual([]);
    expect(lossFirst.lines).toEqual([]);
    expect(stoppedBeforeLoss.held || lostBeforeStop.held).toBe(false);
  });
});
