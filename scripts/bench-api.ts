/**
 * `npm run bench:api`: the API performance bars, as ratios to a baseline measured
 * in the same run (machines here are shared and noisy; absolute numbers mean little).
 *
 *  B   = a bare node:http hello-world under the same load
 *  1.  project detail read, 20 connections: throughput / B (bar ≥ 0.05) and p99 (bar ≤ 50 ms)
 *  2.  project list (first page, a non-admin's visibility filter applied) at 10k and at
 *      100k projects: throughput ratio (bar ≥ 0.8) and p99 ratio (bar ≤ 1.5)
 *
 * Everything runs on 127.0.0.1 in a throwaway DATA_DIR and stops by itself.
 * BENCH_SECONDS (default 10) sets each measurement's duration.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createAuth } from "#server/auth/auth";
import { openDatabase } from "#server/bootstrap";
import { envWith, parseEnv, parseToolEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";

const SECONDS = parseToolEnv().BENCH_SECONDS;
const CONNECTIONS = 20;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-"));
fs.chmodSync(dataDir, 0o755);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function baseline(): Promise<Result> {
  const port = await freePort();
  // In a child process, like the app, so both compete with the load generator equally.
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"hello":"world"}'); }).listen(${port}, "127.0.0.1")`,
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill("SIGTERM");
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
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

/** Seeds `total` projects in SQL (fast), a Writer who sees 1 in 100 of them, and an Admin. */
async function seed(total: number) {
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const logger = createLogger("warn");
  const { db, close } = await openDatabase(env, logger);
  try {
    const auth = createAuth({ db, env, secret: "bench-secret-bench-secret-bench-secret", logger });
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`);
    if (rows[0].n === 0) {
      await auth.api.signUpEmail({
        body: { name: "Bench Admin", email: "admin@bench.test", password: "bench-password" },
      });
      const writer = await auth.api.signUpEmail({
        body: { name: "Bench Writer", email: "writer@bench.test", password: "bench-password" },
      });
      await db.execute(sql`insert into user_roles (user_id, role) values (${writer.user.id}, 'Writer')`);
    }
    const { rows: existing } = await db.execute<{ n: number }>(sql`select count(*)::int as n from projects`);
    const from = existing[0].n + 1;
    await db.execute(sql`
      insert into projects (title, summary, author, subject, level, genre, current_stage, progress, objectives, created_by, updated_at)
      select 'Bench project ' || g, 'A generated project used for benchmarking the list.', 'Author ' || (g % 500),
             'Subject ' || (g % 20), 'Level ' || (g % 5), 'Genre ' || (g % 12), 'Writing', 14, array['Finish'],
             (select id from "user" where email = 'admin@bench.test'), now() - (g || ' seconds')::interval
      from generate_series(${from}::int, ${total}::int) g`);
    await db.execute(sql`
      insert into project_assignments (project_id, user_id, role)
      select p.id, (select id from "user" where email = 'writer@bench.test'), 'Writer'
      from projects p where p.title like 'Bench project %' and (substring(p.title from 15)::int % 100) = 0
      on conflict do nothing`);
    await db.execute(sql`analyze`);
  } finally {
    await close();
  }
}

async function startApp(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: envWith({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error", AUTH_RATE_LIMIT_MAX: "1000" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

async function stopApp(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function signIn(port: number, email: string): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function measureApp(total: number, withDetail: boolean) {
  await seed(total);
  const port = await freePort();
  const app = await startApp(port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const writer = await signIn(port, "writer@bench.test");
    const admin = await signIn(port, "admin@bench.test");
    // Warm up connections, caches and the JIT before measuring.
    await autocannon({ url: `${base}/api/projects`, connections: 4, duration: 2, headers: { cookie: writer } });
    const list = await load(`${base}/api/projects`, { cookie: writer });
    let detail: Result | undefined;
    if (withDetail) {
      const page = (await (await fetch(`${base}/api/projects`, { headers: { cookie: admin } })).json()) as {
        items: { id: string }[];
      };
      detail = await load(`${base}/api/projects/${page.items[0].id}`, { cookie: admin });
    }
    return { list, detail };
  } finally {
    await stopApp(app);
  }
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;

try {
  console.log(`bench:api — ${CONNECTIONS} connections, ${SECONDS} s per measurement, node ${process.version}\n`);
  const b = await baseline();
  console.log(`baseline B (node:http hello world)   ${fmt(b)}`);
  const small = await measureApp(10_000, true);
  console.log(`project detail (admin)               ${fmt(small.detail!)}`);
  console.log(`project list, 10k projects (writer)  ${fmt(small.list)}`);
  const large = await measureApp(100_000, false);
  console.log(`project list, 100k projects (writer) ${fmt(large.list)}`);

  const detailRatio = small.detail!.rps / b.rps;
  const listRps = large.list.rps / small.list.rps;
  const listP99 = large.list.p99 / Math.max(small.list.p99, 1);
  console.log("\nratios");
  console.log(
    `  detail / B                    ${detailRatio.toFixed(3)}  (bar ≥ 0.05)  ${detailRatio >= 0.05 ? "ok" : "MISS"}`,
  );
  console.log(
    `  detail p99                    ${small.detail!.p99} ms (bar ≤ 50 ms)  ${small.detail!.p99 <= 50 ? "ok" : "MISS"}`,
  );
  console.log(`  list 100k / 10k throughput    ${listRps.toFixed(2)}  (bar ≥ 0.8)  ${listRps >= 0.8 ? "ok" : "MISS"}`);
  console.log(`  list 100k / 10k p99           ${listP99.toFixed(2)}  (bar ≤ 1.5)  ${listP99 <= 1.5 ? "ok" : "MISS"}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
