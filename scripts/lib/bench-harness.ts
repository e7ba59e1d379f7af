/**
 * What every load benchmark shares: the app's server bundle started in a child process on
 * 127.0.0.1 with a throwaway DATA_DIR, autocannon with a fixed number of connections, and
 * the baseline B (a bare node:http hello-world under the same load, in a child process like
 * the app) that every figure is divided by, because machines here are shared and noisy.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { envWith, parseToolEnv } from "#server/env";
import { serverBundleFor } from "./server-bundle";

export const BENCH_SECONDS = parseToolEnv().BENCH_SECONDS;
export const BENCH_CONNECTIONS = 20;
export const BENCH_PASSWORD = "bench-password";

export interface BenchResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  method?: "POST";
  body?: string;
  /** autocannon's request sequence, to change each request (a new Idempotency-Key, say). */
  requests?: Request[];
}

/** A fresh data folder the embedded Postgres (run as `postgres` when we are root) can enter. */
export function makeDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      http.get(url, (res) => resolve((res.statusCode ?? 500) < 500)).on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Untimed load before each measurement, so the JIT has compiled that request's path (B's too). */
const WARMUP_SECONDS = 1;

/** BENCH_SECONDS of load from BENCH_CONNECTIONS connections, after a warm-up of the same load. */
export async function load(url: string, options: LoadOptions = {}): Promise<BenchResult> {
  await autocannon({ url, connections: BENCH_CONNECTIONS, duration: WARMUP_SECONDS, ...options });
  const r = await autocannon({ url, connections: BENCH_CONNECTIONS, duration: BENCH_SECONDS, ...options });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** The baseline server B, a bare node:http hello-world in its own process, kept running until `stop`. */
export async function startBaseline(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"hello":"world"}'); }).listen(${port}, "127.0.0.1")`,
    ],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return { url, stop: () => child.kill("SIGTERM") };
}

/** B under BENCH_SECONDS of load, once. */
export async function baseline(): Promise<BenchResult> {
  const b = await startBaseline();
  try {
    return await load(b.url);
  } finally {
    b.stop();
  }
}

/**
 * The app of the checkout at `root`, as `npm start` runs it: its server bundle on plain node, not
 * the sources through tsx, whose loader and unminified modules production never runs. Resolves
 * once it is healthy.
 */
export async function startApp(options: { root: string; port: number; dataDir: string }): Promise<ChildProcess> {
  const { root, port, dataDir } = options;
  const child = spawn(process.execPath, [await serverBundleFor(root)], {
    cwd: root,
    env: envWith({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error", AUTH_RATE_LIMIT_MAX: "1000" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

/** SIGTERM, as an orchestrator sends it, and wait for the drain to finish. */
export async function stopApp(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Signs in through the real auth route; gives the Cookie header to send. */
export async function signInCookie(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
