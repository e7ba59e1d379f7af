/**
 * Every request reads its session, so a session never outlives its end on any instance: two app
 * instances on one database, with changes made through one, through the other, and straight in
 * the database, each honoured at the very next request.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let a: TestApp;
let b: TestApp;
let admin: TestUser;

const me = async (app: TestApp, user: TestUser) => {
  const res = await app.request("/api/me", { as: user });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
};

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { db: a.db });
  admin = await a.signUp({ role: "Admin", name: "Ada Admin" });
});

describe("the signed-in viewer across two instances", () => {
  it("refuses the cookie on B at the next request after signing out on A", async () => {
    const user = await a.signUp();
    expect((await me(b, user)).status).toBe(200);
    const out = await a.request("/api/auth/sign-out", { method: "POST", as: user });
    expect(out.status).toBe(200);
    expect((await me(b, user)).status).toBe(401);
    expect((await me(a, user)).status).toBe(401);
  });

  it("applies a role change made on A at the next request on B", async () => {
    const user = await a.signUp({ role: "Writer" });
    expect((await me(b, user)).body.role).toBe("Writer");
    const res = await a.request(`/api/team/${user.id}/role`, { method: "PATCH", as: admin, body: { role: "Editor" } });
    expect(res.status).toBe(200);
    expect((await me(b, user)).body.role).toBe("Editor");
  });

  it("ends a deactivated member's sessions on every instance", async () => {
    const user = await a.signUp({ role: "Writer" });
    expect((await me(a, user)).status).toBe(200);
    expect((await me(b, user)).status).toBe(200);
    const res = await b.request(`/api/team/${user.id}/deactivate`, { method: "POST", as: admin });
    expect(res.status).toBe(200);
    expect((await me(b, user)).status).toBe(401);
    expect((await me(a, user)).status).toBe(401);
  });

  it("refuses a session deleted straight in the database", async () => {
    const user = await a.signUp();
    expect((await me(b, user)).status).toBe(200);
    await a.db.execute(sql`delete from "session" where user_id = ${user.id}`);
    expect((await me(b, user)).status).toBe(401);
  });

  it("takes a name change on A to B's next request", async () => {
    const user = await a.signUp({ name: "Old Name" });
    expect((await me(b, user)).body.user.full_name).toBe("Old Name");
    const res = await a.request("/api/auth/update-user", { as: user, body: { name: "New Name" } });
    expect(res.status).toBe(200);
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
