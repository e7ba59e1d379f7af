/**
 * The app of a checkout run as operators run it: `node build/api/main.mjs` (what `npm start` runs) in
 * its own process group (so Ctrl-C and a group kill can be played), on a free port, with a
 * DATA_DIR the embedded Postgres (run as `postgres` when we are root) can enter.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { serverBundleIn } from "#scripts/lib/server-bundle";
import { isPostmasterOf } from "#server/db/embedded";
import { envWith } from "#server/env";

export { makeDataDir } from "#tests/setup/data-dir";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it is true; false once `timeoutMs` has passed. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Exit code (null when killed by a signal) once it has exited and its output is all read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** From spawn to the first healthy answer. */
  startMs: number;
}

export interface ServerOptions {
  root: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.setTimeout(2_000, () => req.destroy());
  });

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { root, dataDir, port } = options;
  let output = "";
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [serverBundleIn(root)], {
    cwd: root,
    env: envWith({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      AUTH_RATE_LIMIT_MAX: "100000",
      ...options.env,
    }),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // 'close', not 'exit': it comes once the output pipes are drained too, so output() then holds
  // the last lines ("stopped", or the error a stop logged just before exiting).
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const up = await until(async () => gone || (await healthy(port)), 90_000);
  if (!up || gone) {
    if (!gone) process.kill(-child.pid!, "SIGKILL");
    throw new Error(`the server in ${root} did not become healthy:\n${output.slice(-4000)}`);
  }
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    exited,
    startMs: Date.now() - spawnedAt,
  };
}

export function isRunning(server: RunningServer): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** SIGKILL to node alone (its embedded postmaster lives on, orphaned) or to the whole group. */
export async function kill(server: RunningServer, target: "node" | "group"): Promise<void> {
  process.kill(target === "group" ? -server.child.pid! : server.child.pid!, "SIGKILL");
  await server.exited;
}

/** The app's log lines at `level: error`. */
export function errorLines(server: RunningServer): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":"error"'));
}

/** The app's log lines at `level: warn` or `error`, from the `from`th character of its output on. */
export function warnOrErrorLines(server: RunningServer, from = 0): string[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => /"level":"(warn|error)"/.test(line));
}

/**
 * Stops what a test left running: SIGTERM to the group, SIGKILL if it does not go, and the
 * embedded postmaster of `dataDir` if a node-only kill orphaned it.
 */
export async function cleanUp(server: RunningServer | undefined, dataDir: string): Promise<void> {
  if (server && isRunning(server)) {
    process.kill(-server.child.pid!, "SIGTERM");
    const stopped = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!stopped) process.kill(-server.child.pid!, "SIGKILL");
  }
  const pgDir = path.join(dataDir, "pg");
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    // After a group kill the file outlives its postmaster, and its pid may by now be another
    // process's (a busy run spawns thousands): only this folder's own postgres is stopped.
    if (isPostmasterOf(pid, pgDir)) {
      process.kill(pid, "SIGINT");
      await until(() => !isPostmasterOf(pid, pgDir), 15_000);
    }
  }
}

/** A client of the embedded database of `dataDir` (its socket and password are in the folder). */
export async function embeddedClient(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client({
    host: path.join(dataDir, "pg"),
    port: 5432,
    user: "postgres",
    password: fs.readFileSync(path.join(dataDir, "pg-password.secret"), "utf8").trim(),
    database: "folio",
  });
  await client.connect();
  return client;
}
