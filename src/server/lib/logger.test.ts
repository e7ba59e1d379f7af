import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import ts from "typescript";
import { expect, it } from "vitest";
import { createAuth } from "#server/auth/auth";
import { parseEnv } from "#server/env";
import { createTestDatabase } from "#tests/setup/test-db";
import { describeError, type Logger } from "./logger";

function capturingLogger() {
  const lines: { level: string; msg: string; extra?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, extra?: Record<string, unknown>) => lines.push({ level, msg, extra });
  const logger: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}

it("logs why a query failed: the driver's message and Postgres code under the cause", async () => {
  const db = await createTestDatabase();
  const error = await db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
  const described = describeError(error) as { message: string; causes: { message: string; code: string }[] };
  expect(described.message).toMatch(/Failed query/);
  expect(described.causes[0]).toMatchObject({ message: "division by zero", code: "22012" });
});

it("routes Better Auth's own log lines through our logger", async () => {
  const db = await createTestDatabase();
  const { logger, lines } = capturingLogger();
  const env = parseEnv({ NODE_ENV: "production", DATA_DIR: "/tmp/folio-unused", LOG_LEVEL: "debug" });
  const auth = createAuth({ db, env, secret: "log-test-secret-log-test-secret-0123", logger });
  const ctx = await auth.$context;
  ctx.logger.error("something failed", new Error("the reason"));
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: "error",
      msg: "better-auth: something failed",
      extra: { details: [expect.objectContaining({ message: "the reason" })] },
    }),
  );
});

it("a process that exits after logging gets its last line out, even to a pipe it fills faster than it is read", async () => {
  // 2,000 lines are far more than a pipe holds (64 KB): Node queues what the pipe cannot take,
  // and a plain process.exit dropped that queue, "stopped" with it. The reader here takes nothing
  // until the child says (on stdout) that it is about to exit.
  //
  // The child runs plain Node on the logger compiled here, not tsx: tsx compiles through esbuild,
  // whose service process shares the child's stderr, and starting it turns that pipe's writes
  // blocking for both. The child then stopped at the full pipe before it could say it was
  // exiting, and the test hung (whenever tsx's cache was cold, as on a fresh clone).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-logger-"));
  try {
    const source = fs.readFileSync(path.join(import.meta.dirname, "logger.ts"), "utf8");
    const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
    const loggerFile = path.join(dir, "logger.mjs");
    fs.writeFileSync(loggerFile, ts.transpileModule(source, { compilerOptions }).outputText);
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createLogger, exitAfterLogs } from ${JSON.stringify(pathToFileURL(loggerFile).href)};
         const logger = createLogger("info");
         for (let i = 0; i < 2000; i++) logger.info("busy", { i, padding: "x".repeat(200) });
         logger.info("stopped");
         process.stdout.write("exiting\\n");
         await exitAfterLogs(0);`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stderr.pause();
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdout.on("data", () => child.stderr.resume());
    // A child that ends without saying so (a failed start, a signal) leaves its stderr unread, and
    // 'close' waits for that: reading it on exit turns a hang into a failure that shows why.
    child.once("exit", () => child.stderr.resume());
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once("close", (...end) => resolve(end)),
    );
    const lines = output.trim().split("\n");
    expect({ code, signal }, output.slice(-2_000)).toEqual({ code: 0, signal: null });
    expect(lines).toHaveLength(2001);
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ level: "info", msg: "stopped" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
