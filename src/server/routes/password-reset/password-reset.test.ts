import { like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verification } from "#server/db/schema/index";
import { DEAD_RESET_LINK } from "#shared/schemas/account";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
});

/** A link an Admin makes for a new member, as the member would receive it. */
async function resetToken(): Promise<string> {
  const member = await t.signUp({ role: "Writer" });
  const res = await t.request(`/api/team/${member.id}/reset-link`, { method: "POST", as: admin });
  expect(res.status).toBe(200);
  return new URL((await res.json()).url).searchParams.get("token") as string;
}

/** Asked by a signed-out visitor, from its own address unless one is given. */
const lookup = (token: string, ip = nextIp()) =>
  t.request(`/api/password-reset/lookup?token=${encodeURIComponent(token)}`, { ip });

const reset = (token: string) =>
  t.request("/api/auth/reset-password", { body: { token, newPassword: "a-brand-new-password" }, ip: nextIp() });

describe("GET /api/password-reset/lookup", () => {
  it("says a fresh link works, to a signed-out visitor, and asking does not use it up", async () => {
    const token = await resetToken();
    for (let i = 0; i < 2; i++) {
      const res = await lookup(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: true });
    }
    expect((await reset(token)).status).toBe(200);
  });

  it("says a used link no longer works", async () => {
    const token = await resetToken();
    expect((await reset(token)).status).toBe(200);
    expect(await (await lookup(token)).json()).toEqual({ valid: false });
  });

  it("says an expired link no longer works", async () => {
    const token = await resetToken();
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(verification.identifier, `reset-password:${token}`));
    expect(await (await lookup(token)).json()).toEqual({ valid: false });
  });

  it("says an unknown token does not work, and refuses one that cannot be a token with 400", async () => {
    expect(await (await lookup("not-a-real-token")).json()).toEqual({ valid: false });
    const long = await lookup("x".repeat(201));
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toContain(DEAD_RESET_LINK);
    expect((await lookup("<script>")).status).toBe(400);
  });

  it("answers 429 with Retry-After once one address asks too often", async () => {
    const ip = "10.41.0.1";
    for (let i = 0; i < 30; i++) expect((await lookup("not-a-real-token", ip)).status).toBe(200);
    const refused = await lookup("not-a-real-token", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await lookup("not-a-real-token")).status).toBe(200);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("lifts the sign-in lock of the account it resets: the new password signs in at once", async () => {
    const member = await t.signUp({ role: "Writer" });
    const signIn = (password: string) =>
      t.request("/api/auth/sign-in/email", { body: { email: member.email, password }, ip: nextIp() });
    for (let i = 0; i < 5; i++) expect((await signIn("not-the-password")).status).toBe(401);
    expect((await signIn("not-the-password")).status).toBe(429);

    const link = await t.request(`/api/team/${member.id}/reset-link`, { method: "POST", as: admin });
    const token = new URL((await link.json()).url).searchParams.get("token") as string;
    expect((await reset(token)).status).toBe(200);
    expect((await signIn("a-brand-new-password")).status).toBe(200);
  });
});
