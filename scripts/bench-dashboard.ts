/**
 * `npm run bench:dashboard`: the Admin dashboard and a progress-update write, as
 * ratios to a baseline measured in the same run, at 10k and at 100k projects with
 * a year of daily updates (every day, one project in a hundred gets an update).
 *
 *  B   = a bare node:http hello-world under the same load
 *  1.  GET /api/dashboard/admin and GET /api/dashboard (what the Admin's page asks for)
 *      at 10k and 100k: each / B, and throughput 100k / 10k (bar ≥ 0.8)
 *  2.  POST /api/projects/{id}/progress at 10k and 100k: / B
 *
 * Same method as scripts/bench-api.ts: a throwaway DATA_DIR on 127.0.0.1, the app in
 * a child process, autocannon with 20 connections. BENCH_SECONDS (default 10) sets
 * each measurement's duration.
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createAuth } from "#server/auth/auth";
import { openDatabase } from "#server/bootstrap";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import {
  BENCH_CONNECTIONS,
  BENCH_PASSWORD,
  BENCH_SECONDS,
  type BenchResult,
  baseline,
  freePort,
  load,
  makeDataDir,
  signInCookie,
  startApp,
  stopApp,
} from "./lib/bench-harness";

const UPDATES_PER_DAY_PER_100_PROJECTS = 1;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = makeDataDir("folio-bench-dashboard-");
const today = new Date().toISOString().slice(0, 10);

/**
 * Grows the install to `total` projects: 70% Completed (deadlines past), the rest
 * spread over the stages with deadlines over the coming year; a year of daily
 * progress entries by 20 staff, each with its activity entry.
 */
async function seed(total: number) {
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
      await db.execute(sql`
        insert into "user" (id, name, email)
        select 'staff-' || g, 'Staff ' || g, 'staff' || g || '@bench.test' from generate_series(1, 20) g`);
    }
    // The smaller size's write row left thousands of today's entries on one project: each size reads
    // only the seeded year.
    await db.execute(sql`delete from project_daily_progress where description like '%Benchmarked the progress write%'`);
    await db.execute(sql`delete from activity_log where details->>'summary' like '%Benchmarked the progress write%'`);
    const { rows: existing } = await db.execute<{ n: number }>(sql`select count(*)::int as n from projects`);
    const from = existing[0].n + 1;
    await db.execute(sql`
      insert into projects (title, summary, author, genre, current_stage, progress, deadline, objectives, created_by, updated_at)
      select 'Bench project ' || g, 'A generated project for the dashboard bench.', 'Author ' || (g % 500), 'Genre ' || (g % 12),
             s.stage, s.progress,
             case when s.stage = 'Completed' then ${today}::date - (g % 700) else ${today}::date - 30 + (g % 395) end,
             array['Finish'], (select id from "user" where email = 'admin@bench.test'), now() - (g || ' seconds')::interval
      from generate_series(${from}::int, ${total}::int) g
      cross join lateral (
        select case when g % 10 < 7 then 'Completed' else (array['Book Started','Writing','Editing','Illustration','Typesetting','Designing','Final Review'])[1 + g % 7] end as stage
      ) s0
      cross join lateral (select s0.stage, case s0.stage when 'Completed' then 100 else 14 end as progress) s`);
    const perDay = Math.round(((total - from + 1) * UPDATES_PER_DAY_PER_100_PROJECTS) / 100);
    if (perDay > 0) {
      await db.execute(sql`
        with numbered as (
          select id, row_number() over (order by id) as rn from projects where title like 'Bench project %'
        ), entries as (
          select n.id as project_id, 'staff-' || (1 + g % 20) as user_id, ${today}::date - (g % 365) as day, g
          from generate_series(1, ${perDay * 365}::int) g
          join numbered n on n.rn = 1 + (g::bigint * 7919) % ${total}::int
        ), progress as (
          insert into project_daily_progress (project_id, user_id, date, description, hours_worked, current_stage, created_at)
          select project_id, user_id, day, '• Worked on the manuscript', 2, 'Writing', day + time '09:00' + (g % 480) * interval '1 minute'
          from entries
          returning project_id, user_id, created_at
        )
        insert into activity_log (project_id, actor_id, action, details, created_at)
        select project_id, user_id, 'progress_posted',
               jsonb_build_object('date', created_at::date, 'stage', 'Writing', 'hours', 2, 'summary', 'Worked on the manuscript'),
               created_at
        from progress`);
    }
    await db.execute(sql`vacuum analyze`);
  } finally {
    await close();
  }
}

async function measure(total: number) {
  await seed(total);
  const port = await freePort();
  const app = await startApp({ root, port, dataDir });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signInCookie(base, "admin@bench.test");
    const adminUrl = `${base}/api/dashboard/admin?today=${today}`;
    const summaryUrl = `${base}/api/dashboard?today=${today}`;
    const check = (await (await fetch(adminUrl, { headers: { cookie } })).json()) as {
      metrics: Record<string, number>;
    };
    // Warm up connections, caches and the JIT before measuring.
    await autocannon({ url: adminUrl, connections: 4, duration: 2, headers: { cookie } });
    const admin = await load(adminUrl, { headers: { cookie } });
    const summary = await load(summaryUrl, { headers: { cookie } });
    const { items } = (await (await fetch(`${base}/api/projects?limit=1`, { headers: { cookie } })).json()) as {
      items: { id: string; current_stage: string }[];
    };
    const write = await load(`${base}/api/projects/${items[0].id}/progress`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      // No hours: one person's hours on one day are capped at 24, which thousands of writes would pass.
      body: JSON.stringify({
        current_stage: items[0].current_stage,
        accomplishments: ["Benchmarked the progress write"],
        date: today,
      }),
    });
    return { admin, summary, write, metrics: check.metrics };
  } finally {
    await stopApp(app);
  }
}

const fmt = (r: BenchResult) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;

try {
  console.log(
    `bench:dashboard — ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s per measurement, node ${process.version}\n`,
  );
  const b = await baseline();
  console.log(`baseline B (node:http hello world)        ${fmt(b)}`);
  const small = await measure(10_000);
  console.log(`10k projects  ${JSON.stringify(small.metrics)}`);
  console.log(`  GET /api/dashboard/admin                ${fmt(small.admin)}`);
  console.log(`  GET /api/dashboard                      ${fmt(small.summary)}`);
  console.log(`  POST /api/projects/{id}/progress        ${fmt(small.write)}`);
  const large = await measure(100_000);
  console.log(`100k projects ${JSON.stringify(large.metrics)}`);
  console.log(`  GET /api/dashboard/admin                ${fmt(large.admin)}`);
  console.log(`  GET /api/dashboard                      ${fmt(large.summary)}`);
  console.log(`  POST /api/projects/{id}/progress        ${fmt(large.write)}`);

  const ratio = (a: BenchResult) => (a.rps / b.rps).toFixed(3);
  const adminScale = large.admin.rps / small.admin.rps;
  const summaryScale = large.summary.rps / small.summary.rps;
  console.log("\nratios to B (10k / 100k)");
  console.log(`  admin panel        ${ratio(small.admin)} / ${ratio(large.admin)}`);
  console.log(`  dashboard sections ${ratio(small.summary)} / ${ratio(large.summary)}`);
  console.log(`  progress write     ${ratio(small.write)} / ${ratio(large.write)}`);
  console.log("throughput 100k / 10k (bar ≥ 0.8)");
  console.log(`  admin panel        ${adminScale.toFixed(2)}  ${adminScale >= 0.8 ? "ok" : "MISS"}`);
  console.log(`  dashboard sections ${summaryScale.toFixed(2)}  ${summaryScale >= 0.8 ? "ok" : "MISS"}`);
  if (adminScale < 0.8 || summaryScale < 0.8) process.exitCode = 1;
  // A row of refusals measures nothing: every request of every row must have been answered 2xx.
  const refused = [small, large].flatMap((r) => [r.admin, r.summary, r.write]).some((r) => r.errors + r.non2xx > 0);
  if (refused) {
    console.log("MISS: a row had errors or non-2xx answers, so its figure is not the request it names");
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
