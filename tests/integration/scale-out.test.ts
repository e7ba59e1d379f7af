/**
 * Several instances behind one address, as an operator runs them: two server processes on one
 * PostgreSQL database and one S3-compatible server (s3rver, in this process; S3 is outside the
 * product), with the same secret and public address, as a reverse proxy would front them.
 * Files, sessions, sign-outs, live events and sign-in throttles are shared; the two start at
 * once on an empty database and migrate it once. An instance that keeps files on local disk is
 * refused next to any other instance, and one alone (also restarted after a SIGKILL) is not.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SERVER_BUNDLE } from "#scripts/lib/server-bundle";
import { conflictMessage } from "#server/db/instance-lock";
import { MIGRATIONS_FOLDER } from "#server/db/migrate";
import { envWith } from "#server/env";
import { ensureBucket } from "#server/storage/ensure-bucket";
import { createS3Client } from "#server/storage/s3";
import { TINY_PDF } from "#tests/factories/files";
import { withDatabase } from "#tests/setup/global-db";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client";
import { createTestDatabase } from "#tests/setup/test-db";
import { databaseUrl, freePort } from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUCKET = "folio-scale-out";
/** What the reverse proxy's address would be: both instances answer for it. */
const PUBLIC_URL = "http://folio.example.test";
const SECRET = crypto.randomBytes(32).toString("hex");
const SIGN_IN_MAX_PER_ADDRESS = 4;
const ACCOUNT_MAX_FAILURES = 3;

interface Instance {
  name: string;
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const running: Instance[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-scale-out-"));
let s3: S3rver;
let s3Endpoint: string;
let sharedDatabaseUrl: string;
let dropSharedDatabase = async () => {};
let a: Instance;
let b: Instance;
/** An instance with files on local disk, alone on its own database. */
let alone: Instance;
let aloneDatabaseUrl: string;
let aloneDataDir: string;

const s3Settings = () => ({
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: s3Endpoint,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

async function start(name: string, overrides: Record<string, string>, dataDir?: string): Promise<Instance> {
  const port = await freePort();
  let output = "";
  const env = envWith({
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    PORT: String(port),
    DATA_DIR: dataDir ?? fs.mkdtempSync(path.join(tmp, `${name}-`)),
    PUBLIC_URL,
    BETTER_AUTH_SECRET: SECRET,
    TRUST_PROXY: "true",
    AUTH_RATE_LIMIT_MAX: String(SIGN_IN_MAX_PER_ADDRESS),
    AUTH_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES),
    ...overrides,
  });
  // Without S3 settings of its own an instance keeps files on local disk, whatever surrounds this run.
  for (const key of Object.keys(env)) if (key.startsWith("S3_") && !(key in overrides)) delete env[key];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance = { name, child, port, output: () => output, exited };
  running.push(instance);
  return instance;
}

/**
 * Resolves once /api/health answers 200; rejects with the server's output if it exits first.
 * Generous: a loaded two-core machine takes many seconds to load the server's modules.
 */
async function healthy(instance: Instance, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${instance.name} exited (${exitCode}):\n${instance.output()}`);
    const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${instance.name} did not answer /api/health in time:\n${instance.output()}`);
}

async function stop(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** The client address, as the reverse proxy appends it. */
  ip?: string;
}

/** A request through the "proxy" to one instance: the public Origin, the client's address in X-Forwarded-For. */
function call(instance: Instance, urlPath: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { origin: PUBLIC_URL, "x-forwarded-for": options.ip ?? "192.0.2.1" };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return fetch(`http://127.0.0.1:${instance.port}${urlPath}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

let accounts = 0;
async function signUp(instance: Instance, name: string) {
  accounts += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`;
  const res = await call(instance, "/api/auth/sign-up/email", {
    body: { email, password: "correct-horse-battery", name },
    ip: `198.51.100.${accounts}`,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, email, cookie: cookieOf(res) };
}

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(tmp, "s3"),
  });
  const address = await s3.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
  // A fresh S3 server has no bucket: the compose layout's one-shot service creates it, once.
  const client = createS3Client({
    region: "us-east-1",
    endpoint: s3Endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  expect(await ensureBucket(client, BUCKET)).toBe(true);
  expect(await ensureBucket(client, BUCKET)).toBe(false);

  // An empty database (not a migrated copy): both instances find it so and migrate at once.
  const admin = inject("pgAdmin");
  const name = `folio_scale_${crypto.randomBytes(6).toString("hex")}`;
  const pgClient = new pg.Client(admin);
  await pgClient.connect();
  await pgClient.query(`create database ${name}`);
  await pgClient.end();
  sharedDatabaseUrl = databaseUrl(withDatabase(admin, name));
  dropSharedDatabase = async () => {
    const dropper = new pg.Client(admin);
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };

  aloneDatabaseUrl = databaseUrl((await createTestDatabase()).$client.options);
  aloneDataDir = fs.mkdtempSync(path.join(tmp, "alone-"));
  [a, b, alone] = await Promise.all([
    start("a", { DATABASE_URL: sharedDatabaseUrl, ...s3Settings() }),
    start("b", { DATABASE_URL: sharedDatabaseUrl, ...s3Settings() }),
    start("alone", { DATABASE_URL: aloneDatabaseUrl }, aloneDataDir),
  ]);
  await Promise.all([healthy(a), healthy(b), healthy(alone)]);
}, 300_000);

afterAll(async () => {
  await Promise.all(running.map((instance) => stop(instance, "SIGKILL")));
  await s3?.close();
  await dropSharedDatabase();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("two instances on one database and one bucket", () => {
  let admin: Awaited<ReturnType<typeof signUp>>;
  let reader: Awaited<ReturnType<typeof signUp>>;
  let projectId: string;

  beforeAll(async () => {
    // The first account on the install is its Admin, whichever instance creates it.
    admin = await signUp(a, "Ada Admin");
    reader = await signUp(b, "Rafe Reader");
    const fields = {
      title: "A Book Served Twice",
      summary: "A project written through one instance and read through the other.",
      subject: "History",
      level: "Adult",
      author: "Some Author",
      genre: "Essay",
      objectives: ["Be the same everywhere"],
    };
    const created = await call(a, "/api/projects", { body: fields, cookie: admin.cookie });
    expect(created.status, await created.clone().text()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  }, 30_000);

  it("both started at once on an empty database, and each migration was applied exactly once", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: sharedDatabaseUrl });
    await client.connect();
    const { rows } = await client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    await client.end();
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it("a file uploaded through A downloads byte for byte through B, from the bucket", async () => {
    const edited = await call(a, `/api/projects/${projectId}`, {
      method: "PUT",
      cookie: admin.cookie,
      body: {
        title: "A Book Served Twice",
        summary: "A project written through one instance and read through the other.",
        subject: "History",
        level: "Adult",
        author: "Some Author",
        genre: "Essay",
        objectives: ["Be the same everywhere"],
        stages: [{ stage_name: "Writing", status: "In Progress" }],
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const stageId = ((await edited.json()) as { stages: { id: string }[] }).stages[0].id;

    // A PDF of 1.5 MB: its magic bytes, then noise that any corruption would change.
    const bytes = Buffer.concat([TINY_PDF, crypto.randomBytes(1.5 * 1024 * 1024)]);
    const form = new FormData();
    form.append("file", new File([bytes], "Manuscript.pdf", { type: "application/pdf" }));
    const uploaded = await call(a, `/api/projects/${projectId}/stages/${stageId}/files`, {
      body: form,
      cookie: admin.cookie,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const file = (await uploaded.json()) as { id: string };

    const downloaded = await call(b, `/api/files/${file.id}/download`, { cookie: admin.cookie });
    expect(downloaded.status).toBe(200);
    const received = Buffer.from(await downloaded.arrayBuffer());
    expect(received.length).toBe(bytes.length);
    expect(crypto.createHash("sha256").update(received).digest("hex")).toBe(
      crypto.createHash("sha256").update(bytes).digest("hex"),
    );
  });

  it("a share made on A reaches the recipient's event stream on B within 1 s", async () => {
    let stream: EventStreamClient | undefined;
    try {
      stream = openEventStream(`http://127.0.0.1:${b.port}/api/events`, reader.cookie);
      await stream.ready;
      const sent = performance.now();
      const shared = await call(a, `/api/projects/${projectId}/shares`, {
        body: { userId: reader.id },
        cookie: admin.cookie,
      });
      expect(shared.status, await shared.clone().text()).toBe(200);
      const event = await stream.waitFor((e) => e.event === "change" && JSON.parse(e.data).type === "share", 1000);
      expect(event.at - sent).toBeLessThan(1000);
    } finally {
      stream?.close();
    }
  });

  it("a session made on A works on B, and after a sign-out on A, B refuses it", async () => {
    const user = await signUp(a, "Sam Session");
    const onB = await call(b, "/api/me", { cookie: user.cookie });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { id: string } }).user.id).toBe(user.id);

    const out = await call(a, "/api/auth/sign-out", { method: "POST", body: {}, cookie: user.cookie });
    expect(out.status).toBe(200);
    // B learns of the sign-out from Postgres, not from A: allow it the delivery time, not a cache lifetime.
    const deadline = performance.now() + 1000;
    let status = 0;
    while (performance.now() < deadline) {
      status = (await call(b, "/api/me", { cookie: user.cookie })).status;
      if (status === 401) break;
    }
    expect(status).toBe(401);
  });

  it("the sign-in throttle per address counts attempts made on either instance", async () => {
    const ip = "203.0.113.50";
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_MAX_PER_ADDRESS; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const res = await call(instance, "/api/auth/sign-in/email", {
        body: { email: `nobody${attempt}@example.test`, password: "wrong-password-1" },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_MAX_PER_ADDRESS).fill(401), 429]);
  });

  it("the failed sign-ins of one account count across both, from any address", async () => {
    const user = await signUp(b, "Tess Throttle");
    for (let attempt = 0; attempt < ACCOUNT_MAX_FAILURES; attempt++) {
      const res = await call(attempt % 2 === 0 ? a : b, "/api/auth/sign-in/email", {
        body: { email: user.email, password: "not-the-password" },
        ip: `203.0.113.${100 + attempt}`,
      });
      expect(res.status).toBe(401);
    }
    const right = await call(b, "/api/auth/sign-in/email", {
      body: { email: user.email, password: "correct-horse-battery" },
      ip: "203.0.113.99",
    });
    expect(right.status).toBe(429);
  });
});

describe("an instance with files on local disk", () => {
  it("is refused next to any other instance with a sentence naming S3_BUCKET, and runs alone, also after a SIGKILL", async () => {
    expect((await call(alone, "/api/health")).status).toBe(200);
    const [nextToBucketed, secondLocal, bucketed] = await Promise.all([
      start("local-next-to-s3", { DATABASE_URL: sharedDatabaseUrl }),
      start("second-local", { DATABASE_URL: aloneDatabaseUrl }),
      start("bucketed-next-to-local", { DATABASE_URL: aloneDatabaseUrl, ...s3Settings() }),
    ]);
    for (const refused of [nextToBucketed, secondLocal]) {
      expect(await refused.exited, refused.output()).toBe(1);
      expect(refused.output()).toContain(conflictMessage("local-disk"));
    }
    expect(conflictMessage("local-disk")).toContain("S3_BUCKET");
    // S3 instances next to one that keeps files on its own disk would split the files too.
    expect(await bucketed.exited, bucketed.output()).toBe(1);
    expect(bucketed.output()).toContain(conflictMessage("s3"));
    for (const serving of [a, b, alone]) expect((await call(serving, "/api/health")).status).toBe(200);

    // A SIGKILL closes its connection, and the lock goes with it: the restart is not refused.
    await stop(alone, "SIGKILL");
    const restarted = await start("alone-again", { DATABASE_URL: aloneDatabaseUrl }, aloneDataDir);
    await healthy(restarted);
    expect(restarted.output()).not.toContain("S3_BUCKET");
    expect(await stop(restarted)).toBe(0);
  }, 300_000);
});
