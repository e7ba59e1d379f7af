/**
 * The viewer cache saves the session lookup on every signed-in request, and must never let a
 * session outlive its end: two app instances on one database, with changes made through one
 * instance, through the other, and straight in the database.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "#server/context";
import { createLogger } from "#server/lib/logger";
import { poolConnectionConfig } from "#server/realtime/index";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { ViewerCache } from "./viewer-cache";

let a: TestApp;
let b: TestApp;
let admin: TestUser;

/** Statements sent by any pg client while `run` runs (the cache's own LISTEN connection included). */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (original as (...x: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}

/**
 * Another instance hears of a change when Postgres delivers the notification to its listener,
 * usually within a millisecond of the commit but not ordered against this test's next call.
 * Its own barrier is delivered after every earlier notification, so once it is back that
 * instance has heard of the change: the state its next request must honour.
 */
const caughtUp = (app: TestApp) => app.viewerCache.sync(app.db.$client);

/**
 * Signing up writes user_roles, whose notification reaches B at some moment of its own; a lookup
 * under way when it lands is rightly not cached. Waiting for B to hear it first makes B's next
 * lookup the one that fills the cache.
 */
const signUpHeardBy = async (app: TestApp, options?: Parameters<TestApp["signUp"]>[0]) => {
  const user = await a.signUp(options);
  await caughtUp(app);
  return user;
};

const me = async (app: TestApp, user: TestUser) => {
  const res = await app.request("/api/me", { as: user });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
};

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { db: a.db });
  admin = await a.signUp({ role: "Admin", name: "Ada Admin" });
});

describe("viewer cache across two instances", () => {
  it("answers a known session without touching the database", async () => {
    const user = await signUpHeardBy(b, { role: "Writer" });
    expect((await me(b, user)).status).toBe(200);
    expect(await statementsDuring(async () => expect((await me(b, user)).status).toBe(200))).toBe(0);
  });

  it("refuses the cookie on B at the next request after signing out on A", async () => {
    const user = await signUpHeardBy(b);
    expect((await me(b, user)).status).toBe(200);
    expect(await statementsDuring(() => me(b, user))).toBe(0); // B holds it in its cache
    const out = await a.request("/api/auth/sign-out", { method: "POST", as: user });
    expect(out.status).toBe(200);
    await caughtUp(b);
    expect((await me(b, user)).status).toBe(401);
    expect((await me(a, user)).status).toBe(401);
  });

  it("applies a role change made on A at the next request on B", async () => {
    const user = await a.signUp({ role: "Writer" });
    expect((await me(b, user)).body.role).toBe("Writer");
    const res = await a.request(`/api/team/${user.id}/role`, { method: "PATCH", as: admin, body: { role: "Editor" } });
    expect(res.status).toBe(200);
    await caughtUp(b);
    expect((await me(b, user)).body.role).toBe("Editor");
  });

  it("ends a deactivated member's sessions on every instance", async () => {
    const user = await a.signUp({ role: "Writer" });
    expect((await me(a, user)).status).toBe(200);
    expect((await me(b, user)).status).toBe(200);
    const res = await b.request(`/api/team/${user.id}/deactivate`, { method: "POST", as: admin });
    expect(res.status).toBe(200);
    expect((await me(b, user)).status).toBe(401);
    await caughtUp(a);
    expect((await me(a, user)).status).toBe(401);
  });

  it("forgets a session deleted straight in the database once Postgres announces it", async () => {
    const user = await a.signUp();
    expect((await me(b, user)).status).toBe(200);
    await a.db.execute(sql`delete from "session" where user_id = ${user.id}`);
    await caughtUp(b);
    expect((await me(b, user)).status).toBe(401);
  });

  it("takes a name change on A to B's next request", async () => {
    const user = await a.signUp({ name: "Old Name" });
    expect((await me(b, user)).body.user.full_name).toBe("Old Name");
    const res = await a.request("/api/auth/update-user", { as: user, body: { name: "New Name" } });
    expect(res.status).toBe(200);
    await caughtUp(b);
    expect((await me(b, user)).body.user.full_name).toBe("New Name");
  });

  it("refuses a session cookie whose signature does not match", async () => {
    const user = await a.signUp();
    // One character of the signature (the part after the last dot) changed.
    const tampered = user.cookie.replace(
      /(session_token=[^;]*?)(.)((?:%3D)*)(;|$)/,
      (_, head: string, last: string, padding: string, end: string) =>
        `${head}${last === "A" ? "B" : "A"}${padding}${end}`,
    );
    expect(tampered).not.toBe(user.cookie);
    expect((await me(a, user)).status).toBe(200);
    expect((await me(a, { ...user, cookie: tampered })).status).toBe(401);
  });
});

describe("ViewerCache", () => {
  const viewer: Viewer = { id: "u1", email: "u1@example.test", name: null, image: null, role: "Writer" };
  let cache: ViewerCache;

  beforeAll(async () => {
    cache = new ViewerCache(poolConnectionConfig(a.db.$client), createLogger("silent"));
    await cache.start();
  });
  afterAll(() => cache.close());

  it("keeps a lookup only if nothing changed while it ran", async () => {
    const epoch = cache.epoch;
    await a.db.execute(sql`select pg_notify('folio_viewer_changed', 'someone-else')`);
    await cache.sync(a.db.$client);
    cache.set("t-stale", viewer, Date.now() + 60_000, epoch);
    expect(cache.get("t-stale")).toBeUndefined();
    cache.set("t-fresh", viewer, Date.now() + 60_000, cache.epoch);
    expect(cache.get("t-fresh")).toBe(viewer);
  });

  it("lets a session go once it is due for renewal", () => {
    const now = Date.now();
    cache.set("t-renew", viewer, now + 1_000, cache.epoch, now);
    expect(cache.get("t-renew", now + 999)).toBe(viewer);
    expect(cache.get("t-renew", now + 1_000)).toBeUndefined();
  });

  it("forgets every session of a user named in a notification", async () => {
    cache.set("t-one", viewer, Date.now() + 60_000, cache.epoch);
    cache.set("t-two", viewer, Date.now() + 60_000, cache.epoch);
    await a.db.execute(sql`select pg_notify('folio_viewer_changed', ${viewer.id})`);
    await cache.sync(a.db.$client);
    expect(cache.get("t-one")).toBeUndefined();
    expect(cache.get("t-two")).toBeUndefined();
  });

  it("forgets everything when its connection drops, and caches again once it listens again", async () => {
    const own = new ViewerCache(poolConnectionConfig(a.db.$client), createLogger("silent"));
    await own.start();
    try {
      own.set("t-before", viewer, Date.now() + 60_000, own.epoch);
      expect(own.size).toBe(1);
      const [{ pid }] = (
        await a.db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where query = 'listen folio_viewer_changed' order by backend_start desc limit 1`,
        )
      ).rows;
      await a.db.execute(sql`select pg_terminate_backend(${pid})`);
      await vi.waitFor(() => expect(own.listening).toBe(false), { timeout: 15_000 });
      expect(own.size).toBe(0);
      own.set("t-while-down", viewer, Date.now() + 60_000, own.epoch);
      expect(own.size).toBe(0);
      await vi.waitFor(() => expect(own.listening).toBe(true), { timeout: 15_000 });
      own.set("t-after", viewer, Date.now() + 60_000, own.epoch);
      expect(own.get("t-after")).toBe(viewer);
    } finally {
      await own.close();
    }
  });

  it("caches nothing once its connection is closed", async () => {
    const closed = new ViewerCache(poolConnectionConfig(a.db.$client), createLogger("silent"));
    await closed.start();
    await closed.close();
    closed.set("t-closed", viewer, Date.now() + 60_000, closed.epoch);
    expect(closed.size).toBe(0);
  });
});

describe("a LISTEN outage", () => {
  /** The backends that LISTEN for viewer changes on the test database. */
  const listenPids = async () =>
    (
      await a.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen folio_viewer_changed'`,
      )
    ).rows.map((row) => row.pid);

  it("a sign-out during a LISTEN outage still counts afterwards", async () => {
    const before = new Set(await listenPids());
    const c = await createTestApp({}, { db: a.db });
    const [listener] = (await listenPids()).filter((pid) => !before.has(pid));
    expect(listener).toBeDefined();
    const user = await signUpHeardBy(c);
    expect((await me(c, user)).status).toBe(200);
    expect(await statementsDuring(() => me(c, user))).toBe(0); // C answers it from its cache

    // C's LISTEN connection stops answering without closing (a frozen backend, a network
    // partition): no error, no notification. Meanwhile the user signs out through A.
    process.kill(listener, "SIGSTOP");
    try {
      const out = await a.request("/api/auth/sign-out", { method: "POST", as: user });
      expect(out.status).toBe(200);
      // C notices that it hears nothing, stops trusting its cache, and refuses the cookie.
      await vi.waitFor(() => expect(c.viewerCache.listening).toBe(false), { timeout: 15_000 });
      expect((await me(c, user)).status).toBe(401);
    } finally {
      process.kill(listener, "SIGCONT");
    }
    // Listening again, C still refuses it.
    await vi.waitFor(() => expect(c.viewerCache.listening).toBe(true), { timeout: 15_000 });
    expect((await me(c, user)).status).toBe(401);
  }, 40_000);
});
