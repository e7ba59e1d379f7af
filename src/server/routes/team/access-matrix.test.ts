/**
 * The route × role matrix for the team, invitation, settings and account routes.
 * Expectations are written out from the rules, not derived from the code: Admin
 * only for managing people and settings; the five staff roles for the directory;
 * anyone signed in for their own account; the two public answers to anyone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TINY_PNG } from "#tests/factories/images";
import { uploadFile } from "#tests/factories/uploads";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const ACTORS = ["anonymous", "user", "writer", "editor", "illustrator", "typesetter", "admin"] as const;
type Actor = (typeof ACTORS)[number];
type Who = "admin" | "staff" | "signedIn" | "anyone";

const STAFF = new Set<Actor>(["writer", "editor", "illustrator", "typesetter", "admin"]);

function expectedStatus(actor: Actor, who: Who, ok: number): number {
  if (who === "anyone") return ok;
  if (actor === "anonymous") return 401;
  if (who === "signedIn") return ok;
  if (who === "staff") return STAFF.has(actor) ? ok : 403;
  return actor === "admin" ? ok : 403;
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, "anonymous">, TestUser>;
let counter = 0;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-access-matrix-");
  t = await createTestApp({ DATA_DIR: dataDir });
  users.admin = await t.signUp({ name: "Ada Admin" });
  users.user = await t.signUp({ name: "Uma User" });
  users.writer = await t.signUp({ role: "Writer" });
  users.editor = await t.signUp({ role: "Editor" });
  users.illustrator = await t.signUp({ role: "Illustrator" });
  users.typesetter = await t.signUp({ role: "Typesetter" });
});

async function newInvitation() {
  counter += 1;
  const res = await t.request("/api/invitations", {
    body: { email: `matrix-${counter}-${Date.now()}@example.test`, role: "Writer" },
    as: users.admin,
  });
  const body = await res.json();
  return { id: body.invitation.id as string, token: new URL(body.url).searchParams.get("invite") as string };
}

interface RouteCase {
  route: string;
  who: Who;
  ok: number;
  send: (as: TestUser | null) => Promise<Response>;
}

const ROUTES: RouteCase[] = [
  { route: "GET /settings", who: "admin", ok: 200, send: (as) => t.request("/api/settings", { as }) },
  {
    route: "PUT /settings",
    who: "admin",
    ok: 200,
    send: (as) => t.request("/api/settings", { method: "PUT", body: { sign_up_mode: "open" }, as }),
  },
  { route: "GET /settings/sign-up", who: "anyone", ok: 200, send: (as) => t.request("/api/settings/sign-up", { as }) },
  { route: "GET /backups/status", who: "admin", ok: 200, send: (as) => t.request("/api/backups/status", { as }) },
  { route: "GET /invitations", who: "admin", ok: 200, send: (as) => t.request("/api/invitations", { as }) },
  {
    route: "POST /invitations",
    who: "admin",
    ok: 201,
    send: (as) =>
      t.request("/api/invitations", { body: { email: `cell-${++counter}@example.test`, role: "Editor" }, as }),
  },
  {
    route: "DELETE /invitations/{id}",
    who: "admin",
    ok: 200,
    send: async (as) => t.request(`/api/invitations/${(await newInvitation()).id}`, { method: "DELETE", as }),
  },
  {
    route: "GET /invitations/lookup",
    who: "anyone",
    ok: 200,
    send: async (as) => t.request(`/api/invitations/lookup?token=${(await newInvitation()).token}`, { as }),
  },
  {
    route: "GET /password-reset/lookup",
    who: "anyone",
    ok: 200,
    send: (as) => t.request("/api/password-reset/lookup?token=not-a-real-token", { as }),
  },
  { route: "GET /team", who: "admin", ok: 200, send: (as) => t.request("/api/team", { as }) },
  { route: "GET /users/directory", who: "staff", ok: 200, send: (as) => t.request("/api/users/directory", { as }) },
  {
    route: "PATCH /team/{userId}/role",
    who: "admin",
    ok: 200,
    send: async (as) =>
      t.request(`/api/team/${(await t.signUp()).id}/role`, { method: "PATCH", body: { role: "Editor" }, as }),
  },
  {
    route: "POST /team/{userId}/deactivate",
    who: "admin",
    ok: 200,
    send: async (as) => t.request(`/api/team/${(await t.signUp()).id}/deactivate`, { method: "POST", as }),
  },
  {
    route: "POST /team/{userId}/reactivate",
    who: "admin",
    ok: 200,
    send: async (as) => {
      const target = await t.signUp();
      await t.request(`/api/team/${target.id}/deactivate`, { method: "POST", as: users.admin });
      return t.request(`/api/team/${target.id}/reactivate`, { method: "POST", as });
    },
  },
  {
    route: "POST /team/{userId}/reset-link",
    who: "admin",
    ok: 200,
    send: async (as) => t.request(`/api/team/${(await t.signUp()).id}/reset-link`, { method: "POST", as }),
  },
  {
    route: "PATCH /account",
    who: "signedIn",
    ok: 200,
    send: (as) => t.request("/api/account", { method: "PATCH", body: { full_name: "Same Name" }, as }),
  },
  {
    route: "POST /account/avatar",
    who: "signedIn",
    ok: 200,
    send: (as) => uploadFile(t, "/api/account/avatar", { as, bytes: TINY_PNG, name: "me.png" }),
  },
  {
    route: "DELETE /account/avatar",
    who: "signedIn",
    ok: 200,
    send: (as) => t.request("/api/account/avatar", { method: "DELETE", as }),
  },
  {
    route: "GET /avatars/{file}",
    who: "signedIn",
    ok: 200,
    send: async (as) => {
      const owner = await t.signUp();
      const res = await uploadFile(t, "/api/account/avatar", { as: owner, bytes: TINY_PNG, name: "me.png" });
      return t.request((await res.json()).avatar_url, { as });
    },
  },
];

describe.each(ROUTES)("$route", ({ who, ok, send }) => {
  it.each(ACTORS)("%s", async (actor) => {
    const as = actor === "anonymous" ? null : users[actor];
    const res = await send(as);
    expect(res.status, await res.clone().text()).toBe(expectedStatus(actor, who, ok));
  });
});
