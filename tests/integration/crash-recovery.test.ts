/**
 * The runtime contract under failure: a second process on the same DATA_DIR is refused; the
 * embedded Postgres killed under the running app is restarted by it with the data kept; SIGTERM
 * stops both cleanly. SIGKILL of node alone (the postmaster lives on as an orphan) and of the
 * whole process group, each followed by a start that keeps every acknowledged write, is played
 * under write load by the reliability harness (tests/reliability, "SIGKILL under write load").
 */
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  healthStatus,
  type ServerProcess,
  serverDataDir,
  startServer,
  stopLeftovers,
  untilHealthy,
  waitFor,
} from "./server-process";

const dataDir = serverDataDir("folio-crash-");
const started: ServerProcess[] = [];

/** The app on this file's DATA_DIR. */
function start(port: number): ServerProcess {
  const server = startServer(port, { DATA_DIR: dataDir });
  started.push(server);
  return server;
}

/** Polls /api/health until it answers `status` (a socket error counts as no answer). */
function healthAnswers(server: ServerProcess, status: number) {
  return waitFor(`/api/health to answer ${status}`, async () => (await healthStatus(server.origin)) === status);
}

async function signUp(server: ServerProcess, email: string) {
  const res = await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email, password: "crash-test-password", name: email }),
  });
  expect(res.status).toBe(200);
}

async function canSignIn(server: ServerProcess, email: string) {
  const res = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email, password: "crash-test-password" }),
  });
  return res.status === 200;
}

afterAll(() => stopLeftovers(started, dataDir), 60_000);

describe("crash recovery of the embedded database", () => {
  it("refuses a second process on its DATA_DIR, restarts a killed Postgres by itself, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const first = start(port);
    await untilHealthy(first);
    await signUp(first, "before-kill@example.test");

    // A second app on the same DATA_DIR is refused while the first runs.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using/);

    // The embedded Postgres killed while the app runs: health says the database is down, the
    // app restarts it by itself, and health is ok again with the data kept.
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, "SIGKILL");
    await healthAnswers(first, 503);
    await healthAnswers(first, 200);
    expect(first.output()).toMatch(/embedded postgres exited; restarting it/);
    expect(first.output()).toMatch(/embedded postgres restarted/);
    expect(await canSignIn(first, "before-kill@example.test")).toBe(true);

    // SIGTERM drains and exits cleanly, stopping postgres.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  }, 240_000);

  it("a start that cannot listen says why in one JSON line and leaves no PostgreSQL running", async () => {
    const taken = net.createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const refused = start(port);
      expect(await refused.exited).toBe(1);
      const lines = refused.output().trim().split("\n");
      const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === "error");
      expect(errors.map((entry) => entry.msg)).toEqual([
        `Folio failed to start: 127.0.0.1:${port} is already in use. Stop what listens there, or set PORT.`,
      ]);
      expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    } finally {
      taken.close();
    }
  }, 120_000);

  it("a setting it cannot use stops the start with one JSON line naming it", async () => {
    const refused = startServer(await freePort(), { DATA_DIR: dataDir, PORT: "" });
    started.push(refused);
    expect(await refused.exited).toBe(1);
    const [line, ...rest] = refused.output().trim().split("\n");
    expect(rest).toEqual([]);
    expect(JSON.parse(line as string)).toMatchObject({
      level: "error",
      msg: "Folio failed to start: Invalid environment: PORT: expected a port number",
    });
  });
});
