/**
 * A start whose migration fails stops there: it says why in one JSON line, leaves no PostgreSQL
 * running behind it, releases DATA_DIR, and applies nothing of the failed migration, so the
 * operator can fix the cause and start again.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "#server/db/embedded";
import { createLogger } from "#server/lib/logger";
import {
  freePort,
  type ServerProcess,
  serverDataDir,
  startServer,
  stopLeftovers,
  untilHealthy,
} from "./server-process";

const dataDir = serverDataDir("folio-failed-migration-");
const started: ServerProcess[] = [];
afterAll(() => stopLeftovers(started, dataDir), 60_000);

/** Runs `work` on this DATA_DIR's database, with its Postgres started for it alone (nothing migrates). */
async function withDatabase<T>(work: (query: (text: string) => Promise<{ rows: unknown[] }>) => Promise<T>) {
  const postgres = await startEmbeddedPostgres({ dataDir, databaseName: "folio", logger: createLogger("error") });
  const client = new pg.Client(postgres.connection);
  try {
    await client.connect();
    return await work((text) => client.query(text));
  } finally {
    await client.end();
    await postgres.stop();
  }
}

const appliedCount = async () =>
  withDatabase(async (query) => {
    const { rows } = await query("select count(*)::int as n from drizzle.__drizzle_migrations");
    return (rows[0] as { n: number }).n;
  });

it("stops on a failed migration in one JSON line, with Postgres stopped and DATA_DIR free; fixed, it starts", async () => {
  // The newest migration forgotten, its table kept: applying it again fails on "already exists",
  // as a migration meeting a table someone made by hand would.
  const forgotten = await withDatabase(async (query) => {
    const { rows } = await query(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at",
    );
    return rows[0] as { hash: string; created_at: string };
  });
  const applied = await appliedCount();

  const failed = startServer(await freePort(), { DATA_DIR: dataDir });
  started.push(failed);
  expect(await failed.exited).toBe(1);
  const errors = failed
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level === "error");
  // Postgres's own log of the failed statement comes first; Folio's says it in one sentence.
  const stops = errors.filter((entry) => entry.msg.startsWith("Folio failed to start"));
  expect(stops.map((entry) => entry.msg)).toEqual([
    'Folio failed to start: the database could not be migrated (relation "idempotent_requests" already exists). No migration was applied: fix the cause, then start again.',
  ]);
  // Postgres stopped with the app, and the app's lock on DATA_DIR is gone with it.
  expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, "folio.lock"))).toBe(false);
  // Nothing of the failed migration was recorded: the same start fails the same way until fixed.
  expect(await appliedCount()).toBe(applied);

  // The cause fixed (here, the record put back), the next start comes up.
  await withDatabase((query) =>
    query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${forgotten.hash}', ${forgotten.created_at})`,
    ),
  );
  const fixed = startServer(await freePort(), { DATA_DIR: dataDir });
  started.push(fixed);
  await untilHealthy(fixed);
}, 120_000);
