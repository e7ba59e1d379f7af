import { sql } from "drizzle-orm";
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
