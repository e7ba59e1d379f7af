import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/setup/test-app";
import { lookupRole } from "./roles";

describe("accounts", () => {
  it("makes the first account Admin and later ones role-less ('User')", async () => {
    const t = await createTestApp();
    const first = await t.signUp();
    const second = await t.signUp();
    expect(first.role).toBe("Admin");
    expect(second.role).toBe("User");
    const me = await (await t.request("/api/me", { as: second })).json();
    expect(me).toMatchObject({ role: "User", user: { email: second.email } });
  });

  it("gives exactly one Admin when several first sign-ups race", async () => {
    const t = await createTestApp();
    const users = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    expect(users.filter((u) => u.role === "Admin")).toHaveLength(1);
    const { rows } = await t.db.execute(sql`select count(*)::int as n from user_roles where role = 'Admin'`);
    expect(rows[0].n).toBe(1);
  });

  it("ignores a role sent with the sign-up (no mass assignment)", async () => {
    const t = await createTestApp();
    await t.signUp();
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: "sneaky@example.test", password: "correct-horse-battery", name: "Sneaky", role: "Admin" },
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.role).toBe("User");
  });

  it("refuses a password outside the length rule with a message that states the rule", async () => {
    const t = await createTestApp();
    await t.signUp();
    for (const [password, message] of [
      ["short", "Password must be at least 8 characters"],
      ["x".repeat(129), "Password must be at most 128 characters"],
    ]) {
      const res = await t.request("/api/auth/sign-up/email", {
        body: { email: `len-${password.length}@example.test`, password, name: "Len Rule" },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
  });

  it("names a refused field's problem without the validator's field path", async () => {
    const t = await createTestApp();
    await t.signUp();
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: "not-an-email", password: "a-good-password", name: "Bad Email" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Invalid email address");
  });

  it("signs in, and refuses the session cookie after sign-out (no replay)", async () => {
    const t = await createTestApp();
    const user = await t.signUp({ password: "a-good-password" });
    const signIn = await t.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: "a-good-password" },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await t.request("/api/me", { headers: { cookie } })).status).toBe(200);
    const out = await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await t.request("/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("ends every other session on a password change, even when the client asks to keep them", async () => {
    const t = await createTestApp();
    const user = await t.signUp({ password: "first-password" });
    const signIn = await t.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: "first-password" },
    });
    const otherDevice = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const change = await t.request("/api/auth/change-password", {
      as: user,
      body: { currentPassword: "first-password", newPassword: "second-password", revokeOtherSessions: false },
    });
    expect(change.status).toBe(200);
    expect((await t.request("/api/me", { headers: { cookie: otherDevice } })).status).toBe(401);
  });

  it("rejects a wrong password with a message and no session", async () => {
    const t = await createTestApp();
    const user = await t.signUp();
    const res = await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: "wrong-password" } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/invalid email or password/i);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("refuses a cookie-bearing mutation from a foreign origin (CSRF)", async () => {
    const t = await createTestApp();
    const admin = await t.signUp();
    const other = await t.signUp();
    const res = await t.request(`/api/team/${other.id}/role`, {
      method: "PATCH",
      as: admin,
      body: { role: "Admin" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const noOrigin = await t.app.request(`/api/team/${other.id}/role`, {
      method: "PATCH",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ role: "Admin" }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await (await t.request("/api/me", { as: other })).json()).role).toBe("User");
  });

  it("falls back to 'User' when the role lookup fails", async () => {
    const t = await createTestApp();
    const broken = {
      select: () => {
        throw new Error("db down");
      },
    } as unknown as Parameters<typeof lookupRole>[0];
    expect(await lookupRole(broken, "anyone")).toBe("User");
    expect(await lookupRole(t.db, "no-such-user")).toBe("User");
  });
});

describe("API conventions", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const t = await createTestApp();
    const res = await t.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("answers text with a NUL byte with 400, not 500", async () => {
    const t = await createTestApp();
    const admin = await t.signUp();
    const res = await t.request("/api/projects", {
      as: admin,
      body: {
        title: "Nul\u0000title",
        summary: "A summary long enough",
        subject: "History",
        level: "Adult",
        author: "Some Author",
        genre: "Essay",
        objectives: ["One"],
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/not allowed/);
  });

  it("reports health with the database state", async () => {
    const t = await createTestApp();
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("documents every API route in the OpenAPI document", async () => {
    const t = await createTestApp();
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/me", "/api/team", "/api/team/{userId}/role"]),
    );
  });

  it("sets security headers and a CSP on API answers, and no CORS reflection", async () => {
    const t = await createTestApp();
    const res = await t.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
