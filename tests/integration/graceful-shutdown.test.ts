/**
 * SIGTERM under load: the server stops taking work (answers say Connection: close, idle
 * keep-alive sockets close), lets every handler at work finish before the pool closes, and
 * exits 0 within 10 s. Runs against a cloned test database through DATABASE_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { envWith } from "#server/env";
import { createTestDatabase } from "#tests/setup/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The pool's connection settings as a DATABASE_URL (a Unix socket folder goes in ?host=). */
function databaseUrl(options: {
  connectionString?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: unknown;
  database?: string;
}) {
  if (options.connectionString) return options.connectionString;
  const auth = `${encodeURIComponent(options.user ?? "postgres")}${typeof options.password === "string" ? `:${encodeURIComponent(options.password)}` : ""}`;
  const socket = options.host?.startsWith("/") ? `?host=${encodeURIComponent(options.host)}` : "";
  const host = socket ? "localhost" : (options.host ?? "localhost");
  return `postgresql://${auth}@${host}:${options.port ?? 5432}/${options.database}${socket}`;
}

interface Answer {
  status?: number;
  connection?: string;
  error?: string;
}

function post(agent: http.Agent, port: number, urlPath: string, body: unknown, cookie?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          origin: `http://127.0.0.1:${port}`,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        res.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
      },
    );
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end(data);
  });
}

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

it("drains on SIGTERM under load: no request cut off mid-handler, no pool error, exit 0 within 10 s", async () => {
  const db = await createTestDatabase();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-drain-"));
  let output = "";
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: envWith({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(db.$client.options as never),
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exitCode = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));

  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  for (let i = 0; ; i++) {
    const res = await post(agent, port, "/api/auth/sign-up/email", {
      email: "drain@example.test",
      password: "drain-password",
      name: "Drain Admin",
    }).catch(() => ({}) as Answer);
    if (res.status === 200) break;
    if (i > 300) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email: "drain@example.test", password: "drain-password" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await post(
    agent,
    port,
    "/api/projects",
    {
      title: "Drained book",
      summary: "A project that receives comments while the server stops.",
      subject: "History",
      level: "Adult",
      author: "Some Author",
      genre: "Essay",
      objectives: ["Survive a restart"],
    },
    cookie,
  );
  expect(created.status).toBe(201);
  const [project] = (await db.execute<{ id: string }>(sql`select id from projects`)).rows;

  // Eight clients post comments on kept-alive sockets until the server is gone.
  const answers: Answer[] = [];
  let stopAt = 0;
  const worker = async () => {
    for (let n = 0; ; n++) {
      const answer = await post(
        agent,
        port,
        `/api/projects/${project.id}/comments`,
        { content: `comment ${n}` },
        cookie,
      );
      answers.push(answer);
      if (answer.error && stopAt && Date.now() > stopAt) return;
      if (answer.error && answer.error === "ECONNREFUSED") return;
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  await new Promise((r) => setTimeout(r, 1500));
  const signalledAt = Date.now();
  child.kill("SIGTERM");
  stopAt = signalledAt;
  const code = await exitCode;
  const tookMs = Date.now() - signalledAt;
  await Promise.all(workers);
  agent.destroy();

  expect(code).toBe(0);
  expect(tookMs).toBeLessThan(10_000);
  expect(output).not.toMatch(/Cannot use a pool|unhandled error|"level":"error"/);
  // Every answer is a success or a refused/closed connection; never a 5xx.
  const statuses = answers.filter((a) => a.status !== undefined).map((a) => a.status);
  expect(statuses.every((s) => s === 201)).toBe(true);
  expect(answers.some((a) => a.connection === "close")).toBe(true);
  // No handler was cut off: every stored comment was answered 201, and every 201 was stored.
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from project_comments where project_id = ${project.id}`,
    )
  ).rows;
  expect(n).toBe(statuses.length);
}, 90_000);
