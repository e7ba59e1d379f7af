/**
 * A build older than the database's schema (a rollback after an upgrade) refuses to start rather
 * than run its queries against tables it does not know, and says what to do.
 */
import fs from "node:fs";
import { afterAll, expect, it } from "vitest";
import { createTestDatabase } from "#tests/setup/test-db";
import { databaseUrl, freePort, isRunning, type ServerProcess, serverDataDir, startServer } from "./server-process";

const dataDir = serverDataDir("folio-newer-schema-");
let server: ServerProcess | undefined;
afterAll(async () => {
  // Only if it started after all (the test then fails): it must not outlive the file.
  if (server && isRunning(server.child)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a database a newer Folio has migrated, in one JSON line, and changes nothing", async () => {
  const db = await createTestDatabase();
  // A migration this code does not know, recorded as a newer build would have.
  await db.$client.query(
    "insert into drizzle.__drizzle_migrations (hash, created_at) select 'from-a-newer-build', max(created_at) + 1 from drizzle.__drizzle_migrations",
  );
  const before = await db.$client.query("select count(*)::int as n from drizzle.__drizzle_migrations");

  server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(db.$client.options),
  });
  expect(await server.exited).toBe(1);
  const errors = server
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level === "error");
  expect(errors).toHaveLength(1);
  expect(errors[0].msg).toMatch(
    /^Folio failed to start: This database was migrated by a newer version of Folio \(schema at migration \d+; this version knows \d+\)\. Start that version again, or restore a backup taken by this one\.$/,
  );
  const after = await db.$client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
  expect(after.rows[0].n).toBe(before.rows[0].n);
}, 60_000);
