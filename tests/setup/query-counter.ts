import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import type { TestApp, TestUser } from "./test-app";

/**
 * Counts the SQL statements one request sends, from every pooled client, so a test can
 * pin a route's query budget (no N+1). Install it once per test file, at its top level.
 */
export function installQueryCounter(app: () => TestApp) {
  const originalQuery = pg.Client.prototype.query;
  let counting = false;
  let queries = 0;

  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (counting) queries += 1;
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalQuery;
  });
  afterAll(() => {
    pg.Client.prototype.query = originalQuery;
  });

  /**
   * GETs `path` as `as`, expects 200, and gives the body (parsed when JSON) and the statements it
   * took in the steady state: the request is made once first, so a first request's one-off work
   * (the auth context, a session renewal) is not counted.
   */
  return async function countQueries(path: string, as: TestUser) {
    await app().request(path, { as });
    queries = 0;
    counting = true;
    const res = await app().request(path, { as });
    const body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.arrayBuffer();
    counting = false;
    expect(res.status, path).toBe(200);
    // Every counted route reads its data: none counted means the counter saw nothing.
    expect(queries, `${path}: statements counted`).toBeGreaterThan(0);
    return { body, queries };
  };
}
