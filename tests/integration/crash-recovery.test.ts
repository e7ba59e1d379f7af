/**
 * The runtime contract under failure: SIGKILL of the node
 * process alone (the embedded postmaster lives on as an orphan), and of the whole
 * process group; each time the next start works and committed accounts are kept.
 * A second process on the same DATA_DIR is refused.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envWith } from "#server/env";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-crash-"));
fs.chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function startServer(port: number): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: envWith({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "production" }),
    detached: true, // its own process group, so the group can be killed as a whole
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  started.push(child);
  return { child, output: () => output };
}

async function waitHealthy(port: number, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Polls /api/health until it answers `status` (a socket error counts as no answer). */
async function waitForHealth(port: number, status: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => undefined,
    );
    if (answered === status) return;
    if (Date.now() > deadline) throw new Error(`health did not answer ${status}; last ${answered}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

async function signUp(port: number, email: string) {
  const origin = `http://127.0.0.1:${port}`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "crash-test-password", name: email }),
  });
  expect(res.status).toBe(200);
}

async function canSignIn(port: number, email: string) {
  const origin = `http://127.0.0.1:${port}`;
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "crash-test-password" }),
  });
  return res.status === 200;
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
  }
  // A last clean start-and-stop is not needed: stop any orphan the last kill left.
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // already gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("crash recovery of the embedded database", () => {
  it("survives SIGKILL of node alone, then of the whole process group, losing no account", async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitHealthy(port, first.output);
    await signUp(port, "before-kill@example.test");

    // A second app on the same DATA_DIR is refused while the first runs.
    const second = startServer(await freePort());
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/already using/);

    // 1. SIGKILL of the node process only: postgres is orphaned.
    process.kill(first.child.pid!, "SIGKILL");
    await exited(first.child);
    const again = startServer(port);
    await waitHealthy(port, again.output);
    expect(again.output()).toMatch(/orphaned postgres/);
    expect(await canSignIn(port, "before-kill@example.test")).toBe(true);
    await signUp(port, "between-kills@example.test");

    // 2. SIGKILL of the whole process group: node and postgres die together.
    process.kill(-again.child.pid!, "SIGKILL");
    await exited(again.child);
    const third = startServer(port);
    await waitHealthy(port, third.output);
    expect(await canSignIn(port, "before-kill@example.test")).toBe(true);
    expect(await canSignIn(port, "between-kills@example.test")).toBe(true);

    // The embedded Postgres killed while the app runs: health says the database is down, the
    // app restarts it by itself, and health is ok again with the data kept.
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, "SIGKILL");
    await waitForHealth(port, 503);
    await waitForHealth(port, 200);
    expect(third.output()).toMatch(/embedded postgres exited; restarting it/);
    expect(third.output()).toMatch(/embedded postgres restarted/);
    expect(await canSignIn(port, "between-kills@example.test")).toBe(true);

    // SIGTERM drains and exits cleanly, stopping postgres.
    third.child.kill("SIGTERM");
    expect(await exited(third.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  }, 240_000);
});
