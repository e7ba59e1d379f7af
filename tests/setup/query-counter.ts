import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import type { TestApp, TestUser } from "./test-app";

/** The statement that reads a session's viewer when this instance's viewer cache does not hold it. */
const SESSION_LOOKUP = "folio_viewer_by_session_token";

const isSessionLookup = (statement: unknown) =>
  typeof statement === "object" && statement !== null && (statement as { name?: unknown }).name === SESSION_LOOKUP;

function statementStart(statement: unknown): string {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  return String(text ?? statement)
    .replace(/\s+/g, " ")
    .slice(0, 80);
}

/**
 * Counts the SQL statements one request sends, from every pooled client, so a test can
 * pin a route's query budget (no N+1). Install it once per test file, at its top level.
 *
 * The session lookup is counted apart (`sessionLookups`): whether a session comes from the viewer
 * cache depends on time (an entry's age) and on when Postgres delivers a change notification, not
 * on the data, and the cache has its own tests (auth/viewer-cache.test.ts).
 */
export function installQueryCounter(app: () => TestApp) {
  const originalQuery = pg.Client.prototype.query;
  let counting = false;
  let queries = 0;
  let sessionLookups = 0;
  /** The counted statements' first words, for a failure message. */
  let statements: string[] = [];

  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      // Only the pool's connections serve requests. The LISTEN connection's heartbeat (every 3 s)
      // and the instance lock use clients of their own, and on a busy machine a heartbeat lands
      // inside a slow request's window. pg-pool gives a client `release` when it lends it out.
      const pooled = typeof (this as { release?: unknown }).release === "function";
      if (counting && pooled) {
        if (isSessionLookup(args[0])) sessionLookups += 1;
        else {
          queries += 1;
          statements.push(statementStart(args[0]));
        }
      }
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
    sessionLookups = 0;
    statements = [];
    counting = true;
    const res = await app().request(path, { as });
    const body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.arrayBuffer();
    counting = false;
    expect(res.status, path).toBe(200);
    // Every counted route reads its data: none counted means the counter saw nothing.
    expect(queries, `${path}: statements counted`).toBeGreaterThan(0);
    return { body, queries, sessionLookups, statements };
  };
}
