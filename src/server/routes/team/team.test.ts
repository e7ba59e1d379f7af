import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "#shared/roles";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
const byRole: Record<string, TestUser> = {};
let noRole: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "First Admin" });
  for (const role of ROLES.filter((r) => r !== "Admin"))
    byRole[role] = await t.signUp({ role, name: `${role} Person` });
  noRole = await t.signUp({ name: "No Role" });
});

describe("GET /api/team", () => {
  it("lists every account with its role for an Admin", async () => {
    const res = await t.request("/api/team", { as: admin });
    expect(res.status).toBe(200);
    const { users } = await res.json();
    expect(users).toHaveLength(6);
    expect(users.find((u: { id: string }) => u.id === admin.id).role).toBe("Admin");
    expect(users.find((u: { id: string }) => u.id === noRole.id).role).toBe("User");
    expect(users.find((u: { id: string }) => u.id === byRole.Writer.id)).toMatchObject({
      full_name: "Writer Person",
      role: "Writer",
    });
  });

  it("answers 401 to anonymous requests", async () => {
    const res = await t.request("/api/team");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it.each(["Writer", "Editor", "Illustrator", "Typesetter"])("answers 403 to a %s", async (role) => {
    const res = await t.request("/api/team", { as: byRole[role] });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("You don't have permission to view this page.");
  });

  it("answers 403 to an account without a role", async () => {
    expect((await t.request("/api/team", { as: noRole })).status).toBe(403);
  });
});

describe("GET /api/users/directory", () => {
  it("lists colleagues but never the caller", async () => {
    const res = await t.request("/api/users/directory", { as: byRole.Editor });
    expect(res.status).toBe(200);
    const ids = (await res.json()).users.map((u: { id: string }) => u.id);
    expect(ids).not.toContain(byRole.Editor.id);
    expect(ids).toContain(admin.id);
    expect(ids).toHaveLength(5);
  });

  it("answers 401 to anonymous requests", async () => {
    expect((await t.request("/api/users/directory")).status).toBe(401);
  });

  it("answers 403 to an account without a staff role", async () => {
    const res = await t.request("/api/users/directory", { as: noRole });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });
});

describe("PATCH /api/team/{id}/role", () => {
  const patch = (target: string, role: unknown, as?: TestUser) =>
    t.request(`/api/team/${target}/role`, { method: "PATCH", body: { role }, as });

  it("lets an Admin change a role, which applies at once", async () => {
    const target = await t.signUp();
    const res = await patch(target.id, "Illustrator", admin);
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe("Illustrator");
    const me = await (await t.request("/api/me", { as: target })).json();
    expect(me.role).toBe("Illustrator");
  });

  it.each(["Writer", "Editor", "Illustrator", "Typesetter"])("refuses a %s with 403", async (role) => {
    const res = await patch(noRole.id, "Admin", byRole[role]);
    expect(res.status).toBe(403);
    const me = await (await t.request("/api/me", { as: noRole })).json();
    expect(me.role).toBe("User");
  });

  it("refuses a user to promote themselves", async () => {
    expect((await patch(noRole.id, "Admin", noRole)).status).toBe(403);
  });

  it("answers 401 to anonymous requests", async () => {
    expect((await patch(noRole.id, "Admin")).status).toBe(401);
  });

  it("rejects an unknown role with 400 and a clear message", async () => {
    const res = await patch(noRole.id, "Superuser", admin);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.role[0]).toMatch(/Role must be one of/);
  });

  it("rejects a body that is not JSON with 400", async () => {
    const res = await t.request(`/api/team/${noRole.id}/role`, {
      method: "PATCH",
      as: admin,
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(res.status).toBe(400);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await patch("no-such-user", "Writer", admin)).status).toBe(404);
  });

  it("refuses to demote the last Admin with 409", async () => {
    const res = await patch(admin.id, "Writer", admin);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/last Admin/);
    const me = await (await t.request("/api/me", { as: admin })).json();
    expect(me.role).toBe("Admin");
  });

  it("lets one of two Admins step down, but never both at once", async () => {
    const second = await t.signUp({ role: "Admin" });
    const results = await Promise.all([patch(admin.id, "Writer", second), patch(second.id, "Writer", admin)]);
    const statuses = results.map((r) => r.status).sort();
    // The loser is refused either by the last-Admin rule (409) or, if it lost its
    // own Admin role first, by the permission check (403). Never both succeed.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const { users } = await (await t.request("/api/team", { as: results[0].status === 200 ? second : admin })).json();
    expect(users.filter((u: { role: string }) => u.role === "Admin")).toHaveLength(1);
  });
});
