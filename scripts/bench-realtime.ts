/**
 * `npm run bench:realtime`: the realtime bars, measured end to end over HTTP.
 *
 *  1. 100 signed-in users each hold an open SSE stream (GET /api/events).
 *  2. Latency from a committed change to the event arriving on the stream:
 *     - targeted: a project is shared with one of the 100 users at a time
 *       (the event goes to that user only);
 *     - fan-out: a comment on a project all 100 users may see (one event to
 *       every stream at once).
 *     The clock starts before the writing transaction begins, so each figure is
 *     an upper bound on commit → event. Bar: p99 ≤ 200 ms.
 *  3. All clients disconnect; the server's stream count must return to its
 *     baseline. Bar: within 5 s.
 *
 * The app, the embedded PostgreSQL (a throwaway DATA_DIR) and the 100 clients run
 * on this machine; the clients share the app's process, so their parsing is
 * counted in the latency too.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "#server/app";
import { createAuth } from "#server/auth/auth";
import { lookupRole } from "#server/auth/roles";
import { openDatabase } from "#server/bootstrap";
import type { Viewer } from "#server/context";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { LiveHub, poolConnectionConfig } from "#server/realtime/index";
import { postComment } from "#server/routes/projects/comments.service";
import { shareProject } from "#server/routes/shares/shares.service";
import { createAssignment, createProject } from "#tests/factories/projects";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client";

const STREAMS = 100;
const TARGETED = 200;
const FANOUT_ROUNDS = 20;
const P99_BAR_MS = 200;
const CLEANUP_BAR_MS = 5000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-rt-"));
fs.chmodSync(dataDir, 0o755);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => Number(n.toFixed(1));
  return {
    n: sorted.length,
    p50: f(percentile(sorted, 50)),
    p95: f(percentile(sorted, 95)),
    p99: f(percentile(sorted, 99)),
    max: f(sorted[sorted.length - 1]),
  };
}

async function main() {
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn", PORT: "0", AUTH_RATE_LIMIT_MAX: "100000" });
  const logger = createLogger("warn");
  const database = await openDatabase(env, logger);
  const { db } = database;
  const auth = createAuth({ db, env, secret: "bench-secret-bench-secret-bench-secret", logger });
  const liveHub = new LiveHub(poolConnectionConfig(db.$client), logger);
  const app = createApp({ env, db, auth, logger, liveHub });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    process.stdout.write(`signing up ${STREAMS + 1} users…\n`);
    const signUp = async (i: number) => {
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.PUBLIC_URL },
        body: JSON.stringify({ email: `rt${i}@bench.test`, password: "bench-password", name: `Reader ${i}` }),
      });
      if (res.status !== 200) throw new Error(`sign-up ${i}: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const { user } = (await res.json()) as { user: { id: string; email: string; name: string } };
      return { ...user, cookie };
    };
    const owner = await signUp(0); // the first account: Admin
    const readers = [];
    for (let i = 1; i <= STREAMS; i += 1) readers.push(await signUp(i));
    const actor: Viewer = {
      id: owner.id,
      email: owner.email,
      name: owner.name,
      image: null,
      role: await lookupRole(db, owner.id),
    };

    const baseline = liveHub.streamCount;
    const streams: EventStreamClient[] = readers.map((r) => openEventStream(`${base}/api/events`, r.cookie));
    await Promise.all(streams.map((s) => s.ready));
    const open = liveHub.streamCount;
    process.stdout.write(`open streams: ${open} (baseline ${baseline})\n`);

    // Targeted: one share at a time, each to one reader.
    const targeted: number[] = [];
    const projects = [];
    for (let i = 0; i < Math.ceil(TARGETED / STREAMS); i += 1)
      projects.push(await createProject(db, { createdBy: owner.id }));
    for (let i = 0; i < TARGETED; i += 1) {
      const k = i % STREAMS;
      const stream = streams[k];
      const before = stream.events.length;
      const started = performance.now();
      const projectId = projects[Math.floor(i / STREAMS)].id;
      const userId = readers[k].id;
      await db.transaction((tx) => shareProject(tx, actor, projectId, { userId }));
      const event = await stream.waitFor(
        (e) => stream.events.indexOf(e) >= before && e.event === "change" && e.data.includes('"share"'),
      );
      targeted.push(event.at - started);
    }

    // Fan-out: one event to all 100 streams at once.
    const shared = await createProject(db, { createdBy: owner.id });
    for (const r of readers) {
      await createAssignment(db, { projectId: shared.id, userId: r.id, role: "Editor" });
    }
    const fanout: number[] = [];
    const isShared = (e: { event: string; data: string }) => e.event === "change" && e.data.includes(shared.id);
    for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
      const before = streams.map((s) => s.events.length);
      const started = performance.now();
      await db.transaction((tx) => postComment(tx, actor, shared.id, `Round ${round}`));
      const arrivals = await Promise.all(
        streams.map((s, k) => s.waitFor((e) => s.events.indexOf(e) >= before[k] && isShared(e))),
      );
      for (const e of arrivals) fanout.push(e.at - started);
    }

    for (const s of streams) s.close();
    const closedAt = performance.now();
    while (liveHub.streamCount !== baseline && performance.now() - closedAt < CLEANUP_BAR_MS * 2) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const cleanupMs = performance.now() - closedAt;
    const after = liveHub.streamCount;

    const t = summary(targeted);
    const f = summary(fanout);
    const all = summary([...targeted, ...fanout]);
    const report = {
      streams: STREAMS,
      streamCount: { baseline, open, afterDisconnect: after, cleanupMs: Number(cleanupMs.toFixed(0)) },
      targetedMs: t,
      fanoutMs: f,
      allMs: all,
      bars: {
        p99: `${all.p99} ms ≤ ${P99_BAR_MS} ms: ${all.p99 <= P99_BAR_MS ? "PASS" : "FAIL"}`,
        cleanup: `back to ${after} (baseline ${baseline}) in ${cleanupMs.toFixed(0)} ms: ${
          after === baseline && cleanupMs <= CLEANUP_BAR_MS ? "PASS" : "FAIL"
        }`,
      },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = all.p99 <= P99_BAR_MS && after === baseline && open === baseline + STREAMS ? 0 : 1;
  } finally {
    await liveHub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
