/**
 * `npm run bench:api`: the request-path ladder as ratios to a baseline measured in the same
 * run (machines here are shared and noisy; absolute numbers mean little).
 *
 *  B   = a bare node:http hello-world under the same load, measured in turns with each row:
 *        BENCH_SECONDS of each are split into slices of SLICE_SECONDS, B and the row alternating,
 *        so a burst of load from the machine's other users falls on both about equally (its
 *        speed drifts by up to 10x over seconds when it is busy). A row's ratio is its requests
 *        over B's requests in those slices; its p99 is the median of the slices' p99s.
 *  then, against the real app: JSON 404 (no database), /api/health (one query), /api/me
 *  (session only), project detail (Admin), the list's first page (a Writer's visibility filter)
 *  and a deep keyset page (Admin, 5,000 rows in) at 10k and at 100k projects, and one write
 *  (a comment; again with a new Idempotency-Key per request). The list's bars compare 100k with
 *  10k, so the two sizes run at once, as two apps on two databases, and their slices take turns
 *  too (B, 10k, B, 100k, …): the machine's slow spells, which last several seconds, fall on both
 *  sizes alike instead of on whichever was measured during them. Bars: 404 ≥ 0.5 B, me ≥ 0.15 B, detail ≥ 0.08 B with p99 ≤ 50 ms, first page
 *  ≥ 0.04 B, list 100k/10k throughput ≥ 0.8 and p99 ratio ≤ 1.5 (p99 never above 250 ms).
 *
 * Everything runs on 127.0.0.1 in a throwaway DATA_DIR and stops by itself.
 * BENCH_SECONDS (default 10) sets each measurement's duration; BENCH_APP_ROOT runs another
 * checkout's server (e.g. an export of main, for a before/after in the same conditions).
 * `--only detail,me` measures only those rows (404, health, me, detail, comment, list; `list` is
 * the first and deep pages at 10k and 100k), for an A/B of one technique.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { createAuth } from "#server/auth/auth";
import { openDatabase } from "#server/bootstrap";
import { parseEnv, parseToolEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import {
  BENCH_CONNECTIONS,
  BENCH_PASSWORD,
  BENCH_SECONDS,
  type BenchResult,
  freePort,
  type LoadOptions,
  makeDataDir,
  signInCookie,
  startApp,
  startBaseline,
  stopApp,
} from "./lib/bench-harness";

const root = path.resolve(parseToolEnv().BENCH_APP_ROOT ?? path.join(import.meta.dirname, ".."));

const ROW_NAMES = ["404", "health", "me", "detail", "comment", "list"] as const;
type RowName = (typeof ROW_NAMES)[number];
const { values: args } = parseArgs({ options: { only: { type: "string" } } });
const only = new Set<string>(args.only ? args.only.split(",").map((name) => name.trim()) : ROW_NAMES);
for (const name of only) {
  if (!ROW_NAMES.includes(name as RowName))
    throw new Error(`--only: unknown row ${name} (rows: ${ROW_NAMES.join(", ")})`);
}
const wanted = (name: RowName) => only.has(name);

/** Seeds `total` projects in SQL (fast), a Writer who sees 1 in 100 of them, and an Admin. */
async function seed(dataDir: string, total: number) {
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const logger = createLogger("warn");
  const { db, close } = await openDatabase(env, logger);
  try {
    const auth = createAuth({ db, env, secret: "bench-secret-bench-secret-bench-secret", logger });
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`);
    if (rows[0].n === 0) {
      await auth.api.signUpEmail({
        body: { name: "Bench Admin", email: "admin@bench.test", password: BENCH_PASSWORD },
      });
      const writer = await auth.api.signUpEmail({
        body: { name: "Bench Writer", email: "writer@bench.test", password: BENCH_PASSWORD },
      });
      await db.execute(sql`insert into user_roles (user_id, role) values (${writer.user.id}, 'Writer')`);
    }
    await db.execute(sql`
      insert into projects (title, summary, author, subject, level, genre, current_stage, progress, objectives, created_by, updated_at)
      select 'Bench project ' || g, 'A generated project used for benchmarking the list.', 'Author ' || (g % 500),
             'Subject ' || (g % 20), 'Level ' || (g % 5), 'Genre ' || (g % 12), 'Writing', 14, array['Finish'],
             (select id from "user" where email = 'admin@bench.test'), now() - (g || ' seconds')::interval
      from generate_series(1, ${total}::int) g`);
    await db.execute(sql`
      insert into project_assignments (project_id, user_id, role)
      select p.id, (select id from "user" where email = 'writer@bench.test'), 'Writer'
      from projects p where p.title like 'Bench project %' and (substring(p.title from 15)::int % 100) = 0
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    // The keyset position 5,000 rows into the Admin's list (same depth at 10k and 100k).
    const { rows: at } = await db.execute<{ micros: string; id: string }>(sql`
      select (extract(epoch from updated_at) * 1000000)::bigint::text as micros, id from projects
      order by updated_at desc, id desc offset 4999 limit 1`);
    return Buffer.from(`${at[0].micros}.${at[0].id}`).toString("base64url");
  } finally {
    await close();
  }
}

/** A row: B and the app, measured in alternating slices of the same load. */
interface Row {
  b: BenchResult;
  r: BenchResult;
}

const SLICE_SECONDS = 2;

/** What one row loads: its address and autocannon's options (headers, method, body). */
interface Target {
  url: string;
  options?: LoadOptions;
}

/**
 * Each target's row, B and the targets taking turns in slices (B, first, B, second, …) after one
 * warm-up slice of each; a row's B is the B slices just before its own.
 */
async function measureInTurns(baselineUrl: string, targets: Target[]): Promise<Row[]> {
  const run = (target: string, seconds: number, extra: LoadOptions = {}) =>
    autocannon({ url: target, connections: BENCH_CONNECTIONS, duration: seconds, ...extra });
  await run(baselineUrl, 1);
  for (const { url, options } of targets) await run(url, 1, options);
  const slices = Math.max(1, Math.round(BENCH_SECONDS / SLICE_SECONDS));
  const measured = targets.map(() => ({ b: [] as Result[], r: [] as Result[] }));
  for (let i = 0; i < slices; i++) {
    for (const [t, { url, options }] of targets.entries()) {
      measured[t].b.push(await run(baselineUrl, SLICE_SECONDS));
      measured[t].r.push(await run(url, SLICE_SECONDS, options));
    }
  }
  return measured.map(({ b, r }) => ({ b: combine(b), r: combine(r) }));
}

const measurePair = async (baselineUrl: string, target: Target) => (await measureInTurns(baselineUrl, [target]))[0];

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function combine(slices: Result[]): BenchResult {
  const total = (pick: (r: Result) => number) => slices.reduce((sum, r) => sum + pick(r), 0);
  return {
    rps: total((r) => r.requests.total) / (slices.length * SLICE_SECONDS),
    p50: median(slices.map((r) => r.latency.p50)),
    p99: median(slices.map((r) => r.latency.p99)),
    errors: total((r) => r.errors),
    non2xx: total((r) => r.non2xx),
  };
}

/** An app of the checkout under test on its own seeded database, with both accounts signed in. */
interface BenchApp {
  base: string;
  writer: string;
  admin: string;
  /** The keyset cursor 5,000 rows into the Admin's list. */
  deepCursor: string;
  stop: () => Promise<void>;
}

async function openApp(total: number): Promise<BenchApp> {
  const dataDir = makeDataDir(`folio-bench-${total}-`);
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const stop = async () => {
    if (app) await stopApp(app);
    removeData();
  };
  try {
    const deepCursor = await seed(dataDir, total);
    const port = await freePort();
    app = await startApp({ root, port, dataDir });
    const base = `http://127.0.0.1:${port}`;
    const writer = await signInCookie(base, "writer@bench.test");
    const admin = await signInCookie(base, "admin@bench.test");
    // Warm up connections, caches and the JIT before measuring.
    await autocannon({ url: `${base}/api/projects`, connections: 4, duration: 2, headers: { cookie: writer } });
    return { base, writer, admin, deepCursor, stop };
  } catch (error) {
    // Nothing is left behind when opening fails: the caller only stops the apps it was given.
    await stop();
    throw error;
  }
}

type RowKey = "notFound" | "health" | "me" | "detail" | "comment" | "commentKeyed";

/** The rows measured at 10k projects only: none of them reads more as the data grows. */
async function measureRequests(app: BenchApp, baselineUrl: string): Promise<Partial<Record<RowKey, Row>>> {
  const { base, admin } = app;
  const measure = (url: string, options?: LoadOptions) => measurePair(baselineUrl, { url, options });
  const page = (await (await fetch(`${base}/api/projects`, { headers: { cookie: admin } })).json()) as {
    items: { id: string }[];
  };
  const projectId = page.items[0].id;
  const results: Partial<Record<RowKey, Row>> = {};
  if (wanted("404")) results.notFound = await measure(`${base}/api/no-such-route`);
  if (wanted("health")) results.health = await measure(`${base}/api/health`);
  if (wanted("me")) results.me = await measure(`${base}/api/me`, { headers: { cookie: admin } });
  if (wanted("detail"))
    results.detail = await measure(`${base}/api/projects/${projectId}`, { headers: { cookie: admin } });
  if (wanted("comment")) {
    const commentWrite = {
      headers: { cookie: admin, origin: base, "content-type": "application/json" },
      method: "POST" as const,
      body: JSON.stringify({ content: "A benchmark comment." }),
    };
    results.comment = await measure(`${base}/api/projects/${projectId}/comments`, commentWrite);
    // The same write named by a new Idempotency-Key each time: the key's claim and kept answer.
    results.commentKeyed = await measure(`${base}/api/projects/${projectId}/comments`, {
      ...commentWrite,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "idempotency-key": randomUUID() },
          }),
        },
      ],
    });
  }
  return results;
}

/** The list's two pages at each size. */
interface ListRows {
  first10k: Row;
  first100k: Row;
  deep10k: Row;
  deep100k: Row;
}

/** The list's two pages at 10k and 100k, the two sizes taking turns (see the top of this file). */
async function measureList(small: BenchApp, large: BenchApp, baselineUrl: string): Promise<ListRows> {
  const firstPage = (app: BenchApp): Target => ({
    url: `${app.base}/api/projects`,
    options: { headers: { cookie: app.writer } },
  });
  const deepPage = (app: BenchApp): Target => ({
    url: `${app.base}/api/projects?cursor=${app.deepCursor}`,
    options: { headers: { cookie: app.admin } },
  });
  const [first10k, first100k] = await measureInTurns(baselineUrl, [firstPage(small), firstPage(large)]);
  const [deep10k, deep100k] = await measureInTurns(baselineUrl, [deepPage(small), deepPage(large)]);
  return { first10k, first100k, deep10k, deep100k };
}

const fmt = ({ r, b }: Row) =>
  `${r.rps.toFixed(0).padStart(7)} req/s ${(r.rps / b.rps).toFixed(3).padStart(6)} B (B ${b.rps.toFixed(0).padStart(5)})  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;

/** Prints one bar's verdict; a miss makes the run exit 1, as the other benches do. */
function check(label: string, value: string, bar: string, ok: boolean) {
  console.log(`  ${label.padEnd(34)} ${value.padStart(8)}  (bar ${bar})  ${ok ? "ok" : "MISS"}`);
  if (!ok) process.exitCode = 1;
}

/** Prints each bar's verdict for the rows measured. */
function reportBars(requests: Partial<Record<RowKey, Row>>, list: Partial<ListRows>) {
  const ratio = ({ r, b }: Row) => r.rps / b.rps;
  // From 10k to 100k: each throughput as a ratio to its own B; the raw req/s ratio is printed beside it.
  const scaling = (at10k: Row, at100k: Row) => ({
    rps: ratio(at100k) / ratio(at10k),
    rawRps: at100k.r.rps / at10k.r.rps,
    p99: at100k.r.p99 / Math.max(at10k.r.p99, 1),
  });
  console.log("\nbars");
  const { notFound, me, detail } = requests;
  if (notFound) check("JSON 404 / B", ratio(notFound).toFixed(3), "≥ 0.5", ratio(notFound) >= 0.5);
  if (me) check("/api/me / B", ratio(me).toFixed(3), "≥ 0.15", ratio(me) >= 0.15);
  if (detail) {
    check("detail / B", ratio(detail).toFixed(3), "≥ 0.08", ratio(detail) >= 0.08);
    check("detail p99", `${detail.r.p99} ms`, "≤ 50 ms", detail.r.p99 <= 50);
  }
  const { first10k, first100k, deep10k, deep100k } = list;
  if (first10k && first100k && deep10k && deep100k) {
    check("list first page 10k / B", ratio(first10k).toFixed(3), "≥ 0.04", ratio(first10k) >= 0.04);
    for (const [name, s, at100k] of [
      ["first", scaling(first10k, first100k), first100k],
      ["deep", scaling(deep10k, deep100k), deep100k],
    ] as const) {
      check(
        `list ${name} page 100k/10k (÷B)`,
        `${s.rps.toFixed(2)} (raw ${s.rawRps.toFixed(2)})`,
        "≥ 0.8",
        s.rps >= 0.8,
      );
      check(`list ${name} page 100k/10k p99`, s.p99.toFixed(2), "≤ 1.5", s.p99 <= 1.5);
      check(`list ${name} page 100k p99`, `${at100k.r.p99} ms`, "≤ 250 ms", at100k.r.p99 <= 250);
    }
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

const baselineServer = await startBaseline();
const apps: BenchApp[] = [];
const open = async (total: number) => {
  const app = await openApp(total);
  apps.push(app);
  return app;
};
try {
  console.log(
    `bench:api — ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s per measurement, node ${process.version}`,
  );
  console.log(`app: ${root}, load average ${loadAverage()}\n`);
  const small = await open(10_000);
  const requests = await measureRequests(small, baselineServer.url);
  const list: Partial<ListRows> = wanted("list")
    ? await measureList(small, await open(100_000), baselineServer.url)
    : {};
  const rows: [string, Row | undefined][] = [
    ["JSON 404 (no database)", requests.notFound],
    ["/api/health (one query)", requests.health],
    ["/api/me (session only)", requests.me],
    ["project detail (Admin)", requests.detail],
    ["comment write (Admin)", requests.comment],
    ["comment write, Idempotency-Key (Admin)", requests.commentKeyed],
    ["list first page, 10k (Writer)", list.first10k],
    ["list first page, 100k (Writer)", list.first100k],
    ["list deep page, 10k (Admin)", list.deep10k],
    ["list deep page, 100k (Admin)", list.deep100k],
  ];
  for (const [label, row] of rows) if (row) console.log(`${label.padEnd(39)} ${fmt(row)}`);
  console.log(`load average after: ${loadAverage()}`);
  reportBars(requests, list);
} finally {
  for (const app of apps) await app.stop();
  baselineServer.stop();
}
