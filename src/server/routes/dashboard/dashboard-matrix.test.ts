/**
 * Route × role matrix for the dashboard and the activity log. Written out from the
 * rules, not derived from the code: any signed-in account gets its own dashboard;
 * the Admin panel, the activity log and its export are Admin only; anonymous → 401.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const ACTORS = ["anonymous", "user", "writer", "editor", "illustrator", "typesetter", "admin"] as const;
type Actor = (typeof ACTORS)[number];

const ROUTES: { route: string; path: string; adminOnly: boolean }[] = [
  { route: "GET /dashboard", path: "/api/dashboard?today=2031-05-10", adminOnly: false },
  { route: "GET /dashboard/admin", path: "/api/dashboard/admin?today=2031-05-10", adminOnly: true },
  { route: "GET /activity", path: "/api/activity", adminOnly: true },
  { route: "GET /activity/export", path: "/api/activity/export", adminOnly: true },
];

function expected(actor: Actor, adminOnly: boolean): number {
  if (actor === "anonymous") return 401;
  if (adminOnly && actor !== "admin") return 403;
  return 200;
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, "anonymous">, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await t.signUp({ name: "Ada Admin" });
  users.user = await t.signUp({ name: "Uma User" });
  users.writer = await t.signUp({ role: "Writer" });
  users.editor = await t.signUp({ role: "Editor" });
  users.illustrator = await t.signUp({ role: "Illustrator" });
  users.typesetter = await t.signUp({ role: "Typesetter" });
});

const CELLS = ROUTES.flatMap((r) => ACTORS.map((actor) => ({ ...r, actor, status: expected(actor, r.adminOnly) })));

describe("dashboard and activity routes × roles", () => {
  it.each(CELLS)("$route as $actor → $status", async ({ path, actor, status }) => {
    const res = await t.request(path, { as: actor === "anonymous" ? null : users[actor] });
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect((await res.json()).error.code).toBe(status === 401 ? "unauthorized" : "forbidden");
    } else {
      await res.arrayBuffer();
    }
  });

  it("a refused export records nothing and streams nothing", async () => {
    const res = await t.request("/api/activity/export", { as: users.writer });
    expect(res.status).toBe(403);
    const log = await (await t.request(`/api/activity?actor=${users.writer.id}`, { as: users.admin })).json();
    expect(log.items).toEqual([]);
  });
});
