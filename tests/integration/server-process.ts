/**
 * The real server as a child process, for the fault tests: start it on a DATA_DIR copied from the
 * migrated template, wait for a condition, sign up an Admin with a project, and send requests that
 * report a socket error as a value.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type pg from "pg";
import { inject } from "vitest";
import { SERVER_BUNDLE } from "#scripts/lib/server-bundle";
import { isPostmasterOf } from "#server/db/embedded";
import { envWith } from "#server/env";
import { makeDataDir } from "#tests/setup/data-dir";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What `npm run backup` and `npm run restore` run, with the command's name as its first argument. */
export const OPERATOR_COMMAND = path.join(ROOT, "scripts", "run-bundled.mjs");

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A DATA_DIR whose embedded Postgres is initialised and migrated already (a copy of the template
 * the global setup prepares), so a start costs a Postgres start rather than initdb and every
 * migration. The caller removes it.
 */
export function serverDataDir(prefix: string): string {
  return makeDataDir(prefix, inject("serverDataTemplate"));
}

/** A pool's connection settings as a DATABASE_URL (a Unix socket folder goes in ?host=). */
export function databaseUrl(options: pg.PoolConfig): string {
  if (options.connectionString) return options.connectionString;
  const password = typeof options.password === "string" ? `:${encodeURIComponent(options.password)}` : "";
  const auth = `${encodeURIComponent(options.user ?? "postgres")}${password}`;
  const socket = options.host?.startsWith("/") ? `?host=${encodeURIComponent(options.host)}` : "";
  const host = socket ? "localhost" : (options.host ?? "localhost");
  return `postgresql://${auth}@${host}:${options.port ?? 5432}/${options.database}${socket}`;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `npm start`'s server (the bundle the global setup wrote) on `port`; `detached` puts it in its own
 * process group (as a terminal would). `bundle`: a copy of it in another install's build/api.
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  detached = false,
  bundle = SERVER_BUNDLE,
): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: envWith({ PORT: String(port), LOG_LEVEL: "info", NODE_ENV: "production", ...env }),
    detached,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // 'close' comes once the output pipes are drained too, so output() then holds the last lines.
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * A test file's clean-up: stops the servers it started that still run, then a PostgreSQL left
 * behind on `dataDir` (by a kill, or a start that failed to stop it: the test has failed then),
 * and removes `dataDir`.
 */
export async function stopLeftovers(servers: ServerProcess[], dataDir: string): Promise<void> {
  for (const server of servers) {
    if (isRunning(server.child)) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
  const pgDir = path.join(dataDir, "pg");
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    // The file can outlive its postmaster, and its pid then be another process's.
    if (isPostmasterOf(pid, pgDir)) process.kill(pid, "SIGINT");
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Polls `check` every 50 ms until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves once /api/health answers 200 (polled every 50 ms); rejects with the server's output if it exits first. */
export async function untilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await healthStatus(server.origin)) !== 200) {
    if (!isRunning(server.child)) throw new Error(`the server exited (${await server.exited}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`/api/health did not answer 200 in time:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function healthStatus(origin: string): Promise<number | undefined> {
  try {
    const res = await fetch(`${origin}/api/health`);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

export interface Answer {
  status?: number;
  connection?: string;
  /** The `Keep-Alive` header: how long the server keeps the connection open while it is idle. */
  keepAlive?: string;
  retryAfter?: string;
  body?: string;
  /** The socket error when no answer came (ECONNRESET, ECONNREFUSED…). */
  error?: string;
  /** With an error: whether the request went on a kept-alive socket rather than a new one. */
  reusedSocket?: boolean;
}

/** A JSON POST over `agent`; resolves with the answer or the socket error, never rejects. */
export function post(agent: http.Agent, origin: string, urlPath: string, body: unknown, cookie?: string) {
  return new Promise<Answer>((resolve) => {
    const data = JSON.stringify(body);
    const req = http.request(`${origin}${urlPath}`, {
      agent,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(data),
        origin,
        ...(cookie ? { cookie } : {}),
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          connection: res.headers.connection,
          keepAlive: res.headers["keep-alive"] as string | undefined,
          retryAfter: res.headers["retry-after"] as string | undefined,
          body: text,
        }),
      );
      res.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    });
    req.on("error", (e) =>
      resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message, reusedSocket: req.reusedSocket }),
    );
    req.end(data);
  });
}

/** Signs up the first account (the Admin) once the server answers, and creates one project. */
export async function adminWithProject(server: ServerProcess): Promise<{ cookie: string; projectId: string }> {
  const agent = new http.Agent();
  const account = { email: "faults@example.test", password: "faults-password", name: "Faults Admin" };
  await untilHealthy(server, 120_000);
  const signedUp = await post(agent, server.origin, "/api/auth/sign-up/email", account);
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status} ${signedUp.body}`);
  const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await post(
    agent,
    server.origin,
    "/api/projects",
    {
      title: "Faulty book",
      summary: "A project that receives comments while the database comes and goes.",
      subject: "History",
      level: "Adult",
      author: "Some Author",
      genre: "Essay",
      objectives: ["Survive an outage"],
    },
    cookie,
  );
  agent.destroy();
  if (created.status !== 201) throw new Error(`project not created: ${created.status} ${created.body}`);
  return { cookie, projectId: (JSON.parse(created.body ?? "{}") as { id: string }).id };
}
