import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, session, userRoles, verification } from "#server/db/schema/index";
import { DEACTIVATED_MESSAGE } from "#shared/schemas/account";
import { sentenceOf } from "#tests/setup/activity-sentence";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const PASSWORD = "correct-horse-battery";
let t: TestApp;
let admin: TestUser;
let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
});

const signIn = (email: string, password = PASSWORD) =>
  t.request("/api/auth/sign-in/email", { body: { email, password }, ip: nextIp() });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const deactivate = (target: TestUser, as: TestUser = admin) =>
  t.request(`/api/team/${target.id}/deactivate`, { method: "POST", as });
const reactivate = (target: TestUser, as: TestUser = admin) =>
  t.request(`/api/team/${target.id}/reactivate`, { method: "POST", as });
const setRole = (target: TestUser, role: string, as: TestUser = admin) =>
  t.request(`/api/team/${target.id}/role`, { method: "PATCH", body: { role }, as });

describe("deactivating a member", () => {
  it("ends every session at once, refuses sign-in with a clear message, and keeps the name", async () => {
    const leaver = await t.signUp({ role: "Writer", name: "Lee Leaver" });
    const second = cookieOf(await signIn(leaver.email));
    expect((await t.request("/api/me", { as: leaver })).status).toBe(200);

    const res = await deactivate(leaver);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.full_name).toBe("Lee Leaver");
    expect(body.deactivated_at).not.toBeNull();

    // Both open sessions are refused at their next request.
    expect((await t.request("/api/me", { as: leaver })).status).toBe(401);
    expect((await t.request("/api/me", { as: { ...leaver, cookie: second } })).status).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, leaver.id))).toHaveLength(0);

    const refused = await signIn(leaver.email);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(DEACTIVATED_MESSAGE);
    // A wrong password still says only that: a deactivated account is not revealed to a stranger.
    expect((await signIn(leaver.email, "wrong-password-123")).status).toBe(401);

    const team = await (await t.request("/api/team", { as: admin })).json();
    expect(team.users.find((u: { id: string }) => u.id === leaver.id).full_name).toBe("Lee Leaver");
    const directory = await (await t.request("/api/users/directory", { as: admin })).json();
    expect(directory.users.map((u: { id: string }) => u.id)).not.toContain(leaver.id);

    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "member_deactivated"))
      .orderBy(sql`created_at desc`);
    expect(entry).toMatchObject({ projectId: null, actorId: admin.id, details: { person: "Lee Leaver" } });
    expect(await sentenceOf(t.db, entry)).toBe("Ada Admin deactivated Lee Leaver");
  });

  it("reactivation lets them sign in again", async () => {
    const member = await t.signUp({ role: "Editor", name: "Rae Return" });
    await deactivate(member);
    const res = await reactivate(member);
    expect(res.status).toBe(200);
    expect((await res.json()).deactivated_at).toBeNull();
    const signedIn = await signIn(member.email);
    expect(signedIn.status).toBe(200);
    expect((await t.request("/api/me", { as: { ...member, cookie: cookieOf(signedIn) } })).status).toBe(200);
  });

  it("only an Admin may deactivate or reactivate; an Admin cannot deactivate themselves", async () => {
    const editor = await t.signUp({ role: "Editor" });
    const target = await t.signUp({ role: "Writer" });
    expect((await deactivate(target, editor)).status).toBe(403);
    expect((await reactivate(target, editor)).status).toBe(403);
    expect((await t.request(`/api/team/${target.id}/deactivate`, { method: "POST" })).status).toBe(401);
    expect((await deactivate({ ...target, id: "no-such-user" })).status).toBe(404);
    const self = await deactivate(admin);
    expect(self.status).toBe(409);
    expect((await t.request("/api/me", { as: admin })).status).toBe(200);
  });
});

describe("roles and the last active Admin", () => {
  it("an Admin can take a role back to 'User'", async () => {
    const member = await t.signUp({ role: "Illustrator", name: "Ivo Illus" });
    const res = await setRole(member, "User");
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe("User");
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, member.id))).toHaveLength(0);
    expect((await (await t.request("/api/me", { as: member })).json()).role).toBe("User");
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "role_changed"))
      .orderBy(sql`created_at desc`);
    expect(await sentenceOf(t.db, entry)).toBe("Ada Admin changed the role of Ivo Illus from Illustrator to User");
  });

  it("the last active Admin can be neither demoted nor deactivated, even with a deactivated Admin around", async () => {
    const t2 = await createTestApp();
    const only = await t2.signUp({ name: "Only Admin" });
    const other = await t2.signUp({ role: "Admin", name: "Other Admin" });
    expect((await t2.request(`/api/team/${other.id}/deactivate`, { method: "POST", as: only })).status).toBe(200);
    // 'other' is still an Admin by role but deactivated: 'only' is the last active Admin.
    const demote = await t2.request(`/api/team/${only.id}/role`, { method: "PATCH", body: { role: "User" }, as: only });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error.message).toMatch(/last Admin/);
    const third = await t2.signUp({ role: "Admin", name: "Third Admin" });
    const deact = await t2.request(`/api/team/${only.id}/deactivate`, { method: "POST", as: third });
    expect(deact.status).toBe(200);
    const last = await t2.request(`/api/team/${third.id}/role`, {
      method: "PATCH",
      body: { role: "Writer" },
      as: third,
    });
    expect(last.status).toBe(409);
  });

  it("two Admins deactivating each other at once: exactly one succeeds", async () => {
    const t3 = await createTestApp();
    const a = await t3.signUp({ name: "Admin A" });
    const b = await t3.signUp({ role: "Admin", name: "Admin B" });
    const results = await Promise.all([
      t3.request(`/api/team/${b.id}/deactivate`, { method: "POST", as: a }),
      t3.request(`/api/team/${a.id}/deactivate`, { method: "POST", as: b }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // The loser is refused by the last-active-Admin rule (409) or, if its session already ended, as signed out (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await t3.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_roles ur join "user" u on u.id = ur.user_id
      where ur.role = 'Admin' and u.deactivated_at is null`);
    expect(active.rows[0].n).toBe(1);
  });

  it("one Admin demoting while the other is deactivated at once never leaves no active Admin", async () => {
    const t4 = await createTestApp();
    const a = await t4.signUp({ name: "Admin A" });
    const b = await t4.signUp({ role: "Admin", name: "Admin B" });
    await Promise.all([
      t4.request(`/api/team/${a.id}/role`, { method: "PATCH", body: { role: "Writer" }, as: a }),
      t4.request(`/api/team/${b.id}/deactivate`, { method: "POST", as: a }),
    ]);
    const active = await t4.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_roles ur join "user" u on u.id = ur.user_id
      where ur.role = 'Admin' and u.deactivated_at is null`);
    expect(active.rows[0].n).toBe(1);
  });
});

describe("password-reset links", () => {
  const issue = (target: TestUser, as: TestUser = admin) =>
    t.request(`/api/team/${target.id}/reset-link`, { method: "POST", as });
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") as string;
  const reset = (token: string, newPassword: string) =>
    t.request("/api/auth/reset-password", { body: { token, newPassword }, ip: nextIp() });

  it("works once, sets the password, ends the member's sessions, and is logged", async () => {
    const member = await t.signUp({ role: "Writer", name: "Fay Forgot" });
    const res = await issue(member);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.emailed).toBe(false);
    expect(body.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/platform\/reset-password\?token=/);
    const minutes = (new Date(body.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const token = tokenOf(body.url);
    expect((await reset(token, "a-brand-new-password")).status).toBe(200);
    expect((await t.request("/api/me", { as: member })).status).toBe(401);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, "a-brand-new-password")).status).toBe(200);

    const again = await reset(token, "yet-another-password");
    expect(again.status).toBe(400);
    expect((await signIn(member.email, "yet-another-password")).status).toBe(401);

    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "password_reset_link_issued"))
      .orderBy(sql`created_at desc`);
    expect(entry.projectId).toBeNull();
    expect(await sentenceOf(t.db, entry)).toBe("Ada Admin issued a password-reset link for Fay Forgot");
  });

  it("expires after an hour", async () => {
    const member = await t.signUp({ role: "Writer" });
    const token = tokenOf((await (await issue(member)).json()).url);
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(verification.identifier, `reset-password:${token}`));
    expect((await reset(token, "too-late-password")).status).toBe(400);
    expect((await signIn(member.email, "too-late-password")).status).toBe(401);
  });

  it("only an Admin may issue one", async () => {
    const editor = await t.signUp({ role: "Editor" });
    const member = await t.signUp();
    expect((await issue(member, editor)).status).toBe(403);
    expect((await issue({ ...member, id: "nobody" })).status).toBe(404);
  });
});
