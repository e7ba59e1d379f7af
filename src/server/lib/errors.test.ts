import { Hono } from "hono";
import pg from "pg";
import { expect, it } from "vitest";
import { isDatabaseUnavailable } from "#server/db/availability";
import { ApiError, createErrorHandler } from "./errors";
import type { Logger } from "./logger";

function capturingLogger() {
  const lines: { level: string; msg: string; extra?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, extra?: Record<string, unknown>) => lines.push({ level, msg, extra });
  const logger: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}

function appThrowing(error: Error, logger: Logger, observe?: (error: unknown) => void) {
  const app = new Hono();
  app.onError(createErrorHandler(logger, observe));
  app.get("/boom", () => {
    throw error;
  });
  return app;
}

it("logs a 5xx ApiError with its cause and never sends its own text, which may quote the system", async () => {
  const { logger, lines } = capturingLogger();
  const error = new ApiError(500, "internal_error", "Failed to store: ENOSPC: no space left on device, open '/srv/x'");
  const res = await appThrowing(error, logger).request("/boom");
  expect(res.status).toBe(500);
  const text = await res.text();
  expect(text).not.toMatch(/ENOSPC|\/srv|at /);
  expect(JSON.parse(text)).toEqual({
    error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
  });
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: "error",
      msg: "server error",
      extra: expect.objectContaining({ status: 500, error: expect.objectContaining({ message: error.message }) }),
    }),
  );
});

it("answers an unreachable database with 503 database_unavailable and Retry-After, logged by the tracker, not per request", async () => {
  // A real refused connection: nothing listens on this socket folder.
  const client = new pg.Client({ host: "/nonexistent-folio-socket", port: 5432, user: "x", database: "x" });
  const refused = (await client.connect().catch((e: unknown) => e)) as Error;
  expect(isDatabaseUnavailable(refused)).toBe(true);
  const wrapped = new Error("Failed query: select 1", { cause: refused });
  const { logger, lines } = capturingLogger();
  const observed: unknown[] = [];
  const res = await appThrowing(wrapped, logger, (e) => observed.push(e)).request("/boom");
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  expect((await res.json()) as unknown).toMatchObject({ error: { code: "database_unavailable" } });
  expect(observed).toEqual([wrapped]);
  expect(lines).toEqual([]);
});

it("tells an unreachable database from a bad query", () => {
  expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error("division by zero"), { code: "22012" }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
});
