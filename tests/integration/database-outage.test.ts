/**
 * PostgreSQL stops (a fast shutdown, as `pg_ctl stop -m fast`, a failover or an upgrade does)
 * while 20 clients write: the process lives, every answer meanwhile is 503 database_unavailable
 * with Retry-After, the outage is logged once, and writes work again soon after the database is
 * back, with every acknowledged write stored. The app runs with DATABASE_URL on a Postgres this
 * test starts and stops.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "#server/db/embedded";
import { createLogger } from "#server/lib/logger";
import {
  type Answer,
  adminWithProject,
  databaseUrl,
  freePort,
  isRunning,
  post,
  type ServerProcess,
  serverDataDir,
  startServer,
  waitFor,
} from "./server-process";

const WRITERS = 20;
const OUTAGES = 3;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-outage-"));
fs.chmodSync(dataDir, 0o755);
/** The database's own folder: a copy of the migrated template, so no initdb here. */
const pgDataDir = serverDataDir("folio-outage-db-");
let postgres: EmbeddedPostgres | undefined;
let server: ServerProcess | undefined;

/** The "external" database: a real Postgres of its own, which the app only reaches by URL. */
function startDatabase() {
  return startEmbeddedPostgres({
    dataDir: pgDataDir,
    databaseName: "folio",
    logger: createLogger("silent"),
    settings: { fsync: "off" },
  });
}

afterAll(async () => {
  if (server && isRunning(server.child)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}, 30_000);

it("Postgres stopped under 20 concurrent writers, 3 times: the process lives, answers 503 with Retry-After, writes work within 5 s of the database being back, and no acknowledged write is lost", async () => {
  postgres = await startDatabase();
  server = startServer(await freePort(), {
    DATA_DIR: path.join(dataDir, "app"),
    DATABASE_URL: databaseUrl(postgres.connection),
  });
  const { cookie, projectId } = await adminWithProject(server);
  const { origin } = server;

  /** Each answer with when its request was sent and when the answer came. */
  const answers: (Answer & { sentAt: number; at: number; content: string })[] = [];
  let writing = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  const writer = async (_: unknown, w: number) => {
    for (let n = 0; writing; n++) {
      const content = `w${w}-c${n}`;
      const sentAt = Date.now();
      const answer = await post(agent, origin, `/api/projects/${projectId}/comments`, { content }, cookie);
      answers.push({ ...answer, sentAt, at: Date.now(), content });
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);

  for (let outage = 0; outage < OUTAGES; outage++) {
    await waitFor("writes to succeed", () => answers.some((a) => a.status === 201 && a.at > Date.now() - 200));
    await postgres.stop();
    const downAt = Date.now();
    // Asked while the database is down: sent after its stop finished, answered before its start
    // began. (A request sent just before the stop may be answered after it, either way.)
    const duringOutage = (restartAt: number) => answers.filter((a) => a.sentAt > downAt && a.at < restartAt);
    // The database stays away for a second, while the writers keep asking.
    await waitFor(
      "answers during the outage",
      () => Date.now() > downAt + 1_000 && duringOutage(Date.now()).length >= 40,
    );
    const restartAt = Date.now();
    postgres = await startDatabase();
    const backAt = Date.now();
    await waitFor("a write after the database is back", () => answers.some((a) => a.status === 201 && a.at > backAt));
    const firstWrite = answers.find((a) => a.status === 201 && a.at > backAt);
    expect(firstWrite!.at - backAt).toBeLessThan(5_000);

    const during = duringOutage(restartAt);
    expect(during.length).toBeGreaterThanOrEqual(40);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body ?? "{}")).toMatchObject({ error: { code: "database_unavailable" } });
    }
    expect(isRunning(server.child)).toBe(true);
  }
  writing = false;
  await Promise.all(writers);
  agent.destroy();

  // Every write answered 201, before, between or after the outages, is in the database.
  const client = new pg.Client(postgres.connection);
  await client.connect();
  const stored = await client
    .query<{ content: string }>("select content from project_comments where project_id = $1", [projectId])
    .finally(() => client.end());
  const storedContents = new Set(stored.rows.map((row) => row.content));
  const acknowledged = answers.filter((a) => a.status === 201);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((a) => !storedContents.has(a.content)).map((a) => a.content)).toEqual([]);

  // Requests in flight when the database went away get a 503 too: none gets a 500 or a reset.
  expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
  const output = server.output();
  expect(output).not.toMatch(/Uncaught|unhandled error|internal_error/);
  // Each outage is one line when it starts and one when it ends, not one per request.
  expect(output.match(/"msg":"database unavailable/g)?.length).toBe(OUTAGES);
  expect(output.match(/"msg":"database available again"/g)?.length).toBe(OUTAGES);
}, 120_000);
