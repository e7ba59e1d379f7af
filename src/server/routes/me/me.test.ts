import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/setup/test-app";

describe("GET /api/session", () => {
  it("answers 200 with no one for an anonymous visitor, so the page's check is not a failed request", async () => {
    const t = await createTestApp();
    const res = await t.request("/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ me: null });
  });

  it("answers the signed-in user and role, the same as /api/me", async () => {
    const t = await createTestApp();
    await t.signUp();
    const writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
    const session = await (await t.request("/api/session", { as: writer })).json();
    expect(session).toEqual({ me: await (await t.request("/api/me", { as: writer })).json() });
    expect(session.me).toMatchObject({ role: "Writer", user: { id: writer.id, full_name: "Wes Writer" } });
  });

  it("answers no one once the session has ended", async () => {
    const t = await createTestApp();
    const user = await t.signUp();
    expect((await (await t.request("/api/session", { as: user })).json()).me).not.toBeNull();
    expect((await t.request("/api/auth/sign-out", { method: "POST", as: user })).status).toBe(200);
    expect(await (await t.request("/api/session", { as: user })).json()).toEqual({ me: null });
  });

  it("keeps /api/me a 401 without a session, for API clients", async () => {
    const t = await createTestApp();
    expect((await t.request("/api/me")).status).toBe(401);
  });
});
