import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "#server/db/schema/index";
import { MAX_AVATAR_BYTES } from "#shared/limits";
import { TINY_GIF, TINY_JPEG, TINY_PNG } from "#tests/factories/images";
import { uploadFile } from "#tests/factories/uploads";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const PASSWORD = "correct-horse-battery";
let t: TestApp;
let member: TestUser;
let filesDir: string;
let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-account-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.signUp({ name: "First Admin" });
  member = await t.signUp({ role: "Writer", name: "Mia Member" });
});

const signIn = (email: string, password = PASSWORD) =>
  t.request("/api/auth/sign-in/email", { body: { email, password }, ip: nextIp() });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const imageOf = async (id: string) =>
  (await t.db.select({ image: user.image }).from(user).where(eq(user.id, id)))[0].image;

describe("PATCH /api/account", () => {
  it("changes the full name, which /api/me then shows", async () => {
    const res = await t.request("/api/account", { method: "PATCH", body: { full_name: "  Mia Renamed " }, as: member });
    expect(res.status).toBe(200);
    expect((await res.json()).user.full_name).toBe("Mia Renamed");
    expect((await (await t.request("/api/me", { as: member })).json()).user.full_name).toBe("Mia Renamed");
  });

  it("refuses an empty or too long name, and anonymous callers", async () => {
    const empty = await t.request("/api/account", { method: "PATCH", body: { full_name: " " }, as: member });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Full name is required");
    const long = await t.request("/api/account", { method: "PATCH", body: { full_name: "x".repeat(101) }, as: member });
    expect(long.status).toBe(400);
    expect((await t.request("/api/account", { method: "PATCH", body: { full_name: "Anon" } })).status).toBe(401);
  });

  it("Better Auth's own update-user cannot set an outside picture URL or an overlong name", async () => {
    const img = await t.request("/api/auth/update-user", {
      body: { image: "https://tracker.example/p.png" },
      as: member,
    });
    expect(img.status).toBe(400);
    expect(await imageOf(member.id)).toBeNull();
    const long = await t.request("/api/auth/update-user", { body: { name: "y".repeat(101) }, as: member });
    expect(long.status).toBe(400);
  });
});

describe("avatar", () => {
  it("stores a PNG, serves it from our own path to signed-in users, and replaces it with a JPG", async () => {
    const res = await uploadFile(t, "/api/account/avatar", { as: member, bytes: TINY_PNG, name: "me.png" });
    expect(res.status).toBe(200);
    const { avatar_url } = await res.json();
    expect(avatar_url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await imageOf(member.id)).toBe(avatar_url);
    expect((await (await t.request("/api/me", { as: member })).json()).user.avatar_url).toBe(avatar_url);

    const image = await t.request(avatar_url, { as: member });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);
    expect((await t.request(avatar_url)).status).toBe(401);

    const second = await uploadFile(t, "/api/account/avatar", { as: member, bytes: TINY_JPEG, name: "me.jpg" });
    const next = (await second.json()).avatar_url;
    expect(next).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(filesDir, "avatars", avatar_url.split("/").pop()))).toBe(false);
    expect((await t.request(avatar_url, { as: member })).status).toBe(404);

    const removed = await t.request("/api/account/avatar", { method: "DELETE", as: member });
    expect(removed.status).toBe(200);
    expect(await imageOf(member.id)).toBeNull();
    expect((await t.request(next, { as: member })).status).toBe(404);
  });

  it.each([
    ["a GIF", TINY_GIF, "me.gif"],
    ["a GIF named .png", TINY_GIF, "me.png"],
    ["a PNG named .txt", TINY_PNG, "me.txt"],
  ])("refuses %s with 415", async (_label, bytes, name) => {
    const res = await uploadFile(t, "/api/account/avatar", { as: member, bytes, name });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe("The picture must be a PNG or JPG image.");
  });

  it("refuses more than 2 MB with 413", async () => {
    const big = Buffer.alloc(MAX_AVATAR_BYTES + 1);
    TINY_PNG.copy(big);
    const res = await uploadFile(t, "/api/account/avatar", { as: member, bytes: big, name: "big.png" });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("The picture must be at most 2 MB.");
  });

  it("serves nothing for a name no account uses, and refuses a malformed name", async () => {
    expect((await t.request(`/api/avatars/${crypto.randomUUID()}.png`, { as: member })).status).toBe(404);
    expect((await t.request("/api/avatars/..%2F..%2Fsecret.png", { as: member })).status).toBe(400);
  });
});

describe("password and sessions", () => {
  it("a password change needs the current password and ends the other sessions", async () => {
    const person = await t.signUp({ role: "Editor", name: "Pat Password" });
    const other = cookieOf(await signIn(person.email));
    const wrong = await t.request("/api/auth/change-password", {
      body: { currentPassword: "not-it-at-all", newPassword: "the-new-password" },
      as: person,
    });
    expect(wrong.status).toBe(400);
    const res = await t.request("/api/auth/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "the-new-password", revokeOtherSessions: false },
      as: person,
    });
    expect(res.status).toBe(200);
    expect((await t.request("/api/me", { as: { ...person, cookie: other } })).status).toBe(401);
    expect((await signIn(person.email)).status).toBe(401);
    expect((await signIn(person.email, "the-new-password")).status).toBe(200);
  });

  it("lists the sessions and signs out everywhere else", async () => {
    const person = await t.signUp({ role: "Editor", name: "Sam Sessions" });
    const other = cookieOf(await signIn(person.email));
    const list = await (await t.request("/api/auth/list-sessions", { as: person })).json();
    expect(list).toHaveLength(2);
    expect((await t.request("/api/auth/revoke-other-sessions", { body: {}, as: person })).status).toBe(200);
    expect((await t.request("/api/me", { as: { ...person, cookie: other } })).status).toBe(401);
    expect((await t.request("/api/me", { as: person })).status).toBe(200);
  });

  it("signs out one other session by its token, and never another account's", async () => {
    const person = await t.signUp({ role: "Editor", name: "Lee Lostphone" });
    const stranger = await t.signUp({ role: "Writer", name: "Sol Stranger" });
    const phone = cookieOf(await signIn(person.email));
    const laptop = cookieOf(await signIn(person.email));
    const asPerson = { ...person, cookie: phone };
    expect((await t.request("/api/me", { as: asPerson })).status).toBe(200); // cached from here on
    const tokenOf = async (as: typeof person) =>
      ((await (await t.request("/api/auth/list-sessions", { as })).json()) as { token: string }[]).map((s) => s.token);
    const [strangerToken] = await tokenOf(stranger);
    const phoneToken = (await tokenOf(asPerson)).find((token) => phone.includes(token));
    expect(phoneToken).toBeDefined();

    const revoke = (token: string | undefined) =>
      t.request("/api/auth/revoke-session", { body: { token }, as: { ...person, cookie: laptop } });
    expect((await revoke(strangerToken)).status).toBe(200);
    expect((await t.request("/api/me", { as: stranger })).status).toBe(200);
    expect((await revoke(phoneToken)).status).toBe(200);
    expect((await t.request("/api/me", { as: asPerson })).status).toBe(401);
    expect((await t.request("/api/me", { as: { ...person, cookie: laptop } })).status).toBe(200);
    expect(await tokenOf({ ...person, cookie: laptop })).not.toContain(phoneToken);
  });
});
