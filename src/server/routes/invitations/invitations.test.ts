import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, invitations, userRoles } from "#server/db/schema/index";
import { INVALID_INVITATION } from "#shared/schemas/invitations";
import { INVITE_ONLY_MESSAGE } from "#shared/sign-up-modes";
import { sentenceOf } from "#tests/setup/activity-sentence";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
});

const setMode = (mode: string, as: TestUser = admin) =>
  t.request("/api/settings", { method: "PUT", body: { sign_up_mode: mode }, as });

const invite = async (email: string, role = "Editor") => {
  const res = await t.request("/api/invitations", { body: { email, role }, as: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json();
  const token = new URL(body.url).searchParams.get("invite") as string;
  return { ...body, token } as { invitation: { id: string; status: string }; url: string; token: string };
};

const signUpWith = (email: string, inviteToken?: string, name = "New Person") =>
  t.request("/api/auth/sign-up/email", {
    body: { email, password: "correct-horse-battery", name, ...(inviteToken ? { inviteToken } : {}) },
    ip: nextIp(),
  });

const roleOf = async (userId: string) => {
  const [row] = await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? "User";
};

describe("settings: who may create an account", () => {
  it("is 'open' on a fresh install, for the public sign-up policy too", async () => {
    const res = await t.request("/api/settings/sign-up");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sign_up_mode: "open", password_reset_by_email: false });
    expect(await (await t.request("/api/settings", { as: admin })).json()).toEqual({ sign_up_mode: "open" });
  });

  it("only an Admin may read or change it", async () => {
    expect((await t.request("/api/settings", { as: writer })).status).toBe(403);
    expect((await setMode("invite", writer)).status).toBe(403);
    expect((await t.request("/api/settings", { method: "PUT", body: { sign_up_mode: "invite" } })).status).toBe(401);
    expect((await t.request("/api/settings/sign-up").then((r) => r.json())).sign_up_mode).toBe("open");
  });

  it("rejects an unknown mode with 400", async () => {
    const res = await setMode("everyone");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation_failed");
  });

  it("in invite-only mode refuses a plain sign-up with a clear message, and 'open' allows it again", async () => {
    expect((await setMode("invite")).status).toBe(200);
    const refused = await signUpWith(`plain-${Date.now()}@example.test`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(INVITE_ONLY_MESSAGE);
    const [change] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "sign_up_mode_changed"))
      .orderBy(sql`created_at desc`);
    expect(change).toMatchObject({ projectId: null, actorId: admin.id });
    expect(await sentenceOf(t.db, change)).toContain("Invited people only");

    expect((await setMode("open")).status).toBe(200);
    expect((await signUpWith(`plain2-${Date.now()}@example.test`)).status).toBe(200);
  });
});

describe("invitations", () => {
  it("an invited person signs up in invite-only mode and gets the invited role", async () => {
    await setMode("invite");
    try {
      const email = `invited-${Date.now()}@example.test`;
      const { token, invitation } = await invite(email, "Illustrator");
      expect(invitation.status).toBe("pending");
      const lookup = await t.request(`/api/invitations/lookup?token=${encodeURIComponent(token)}`);
      expect(await lookup.json()).toEqual({ valid: true, email, role: "Illustrator" });

      const res = await signUpWith(email, token, "Ivy Invited");
      expect(res.status, await res.clone().text()).toBe(200);
      const { user } = await res.json();
      expect(await roleOf(user.id)).toBe("Illustrator");

      const list = await (await t.request("/api/invitations", { as: admin })).json();
      expect(list.invitations.find((i: { id: string }) => i.id === invitation.id).status).toBe("accepted");
    } finally {
      await setMode("open");
    }
  });

  it("a link works once", async () => {
    const email = `once-${Date.now()}@example.test`;
    const { token } = await invite(email);
    expect((await signUpWith(email, token)).status).toBe(200);
    const again = await signUpWith(`other-${Date.now()}@example.test`, token);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(INVALID_INVITATION);
    // A used link is an answer, not a failed request: the login page shows why, and no error is logged.
    const used = await t.request(`/api/invitations/lookup?token=${token}`);
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ valid: false, message: INVALID_INVITATION });
  });

  it("is fixed to its email: another address cannot use it", async () => {
    const { token } = await invite(`fixed-${Date.now()}@example.test`, "Admin");
    const res = await signUpWith(`thief-${Date.now()}@example.test`, token);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID_INVITATION);
  });

  it("expires after 7 days", async () => {
    const email = `expiring-${Date.now()}@example.test`;
    const { token, invitation } = await invite(email);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, invitation.id));
    expect((await signUpWith(email, token)).status).toBe(400);
    const list = await (await t.request("/api/invitations", { as: admin })).json();
    expect(list.invitations.find((i: { id: string }) => i.id === invitation.id).status).toBe("expired");
  });

  it("can be revoked, after which the link fails", async () => {
    const email = `revoked-${Date.now()}@example.test`;
    const { token, invitation } = await invite(email);
    const res = await t.request(`/api/invitations/${invitation.id}`, { method: "DELETE", as: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("revoked");
    expect((await signUpWith(email, token)).status).toBe(400);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "invitation_revoked"))
      .orderBy(sql`created_at desc`);
    expect(await sentenceOf(t.db, entry)).toContain(email);
    expect(entry.projectId).toBeNull();
  });

  it("a new invitation for the same address replaces the pending one", async () => {
    const email = `twice-${Date.now()}@example.test`;
    const first = await invite(email);
    const second = await invite(email);
    expect((await signUpWith(email, first.token)).status).toBe(400);
    expect((await signUpWith(email, second.token)).status).toBe(200);
  });

  it("refuses to invite an address that already has an account (409) and bad input (400)", async () => {
    const res = await t.request("/api/invitations", { body: { email: writer.email, role: "Editor" }, as: admin });
    expect(res.status).toBe(409);
    const bad = await t.request("/api/invitations", { body: { email: "not-an-email", role: "Boss" }, as: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["email", "role"]);
    const long = await t.request("/api/invitations", {
      body: { email: `${"a".repeat(260)}@example.test`, role: "Editor" },
      as: admin,
    });
    expect(long.status).toBe(400);
  });

  it("records who invited whom in the activity log", async () => {
    const email = `logged-${Date.now()}@example.test`;
    await invite(email, "Typesetter");
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "invitation_created"))
      .orderBy(sql`created_at desc`);
    expect(entry).toMatchObject({ projectId: null, actorId: admin.id });
    expect(await sentenceOf(t.db, entry)).toBe(`Ada Admin invited ${email} as Typesetter`);
  });

  it("revoking an unknown invitation answers 404, a used one 409", async () => {
    expect((await t.request(`/api/invitations/${crypto.randomUUID()}`, { method: "DELETE", as: admin })).status).toBe(
      404,
    );
    const email = `used-${Date.now()}@example.test`;
    const { token, invitation } = await invite(email);
    await signUpWith(email, token);
    expect((await t.request(`/api/invitations/${invitation.id}`, { method: "DELETE", as: admin })).status).toBe(409);
  });
});

describe("sign-up input", () => {
  it("refuses a name longer than the maximum and ignores an image URL", async () => {
    const long = await t.request("/api/auth/sign-up/email", {
      body: { email: `long-${Date.now()}@example.test`, password: "correct-horse-battery", name: "x".repeat(101) },
      ip: nextIp(),
    });
    expect(long.status).toBe(400);
    const res = await t.request("/api/auth/sign-up/email", {
      body: {
        email: `img-${Date.now()}@example.test`,
        password: "correct-horse-battery",
        name: "Img",
        image: "https://tracker.example/pixel.png",
      },
      ip: nextIp(),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.image ?? null).toBeNull();
  });
});
