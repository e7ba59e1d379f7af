/**
 * The route × actor matrix for sharing, notifications and live events, written
 * out from the rules rather than derived from the code: sharing a project needs
 * the edit right (Admin, creator, assigned member); a project the actor cannot
 * see answers 404 and one they see but may not change 403. A share is answered
 * by its recipient only, a notification belongs to its user only; anyone else
 * gets the 404 an unknown id gets. Lists and the event stream are per user.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/index";
import {
  createProjectWorld,
  EDITS_PROJECT,
  PROJECT_ACTORS,
  type ProjectActor,
  type ProjectPeople,
  SEES_PROJECT,
  signUpProjectPeople,
} from "#tests/setup/access-matrix";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const ACTORS = PROJECT_ACTORS;
type Actor = ProjectActor;

const SEES = SEES_PROJECT;
const SHARES = EDITS_PROJECT;

let t: TestApp;
let users: ProjectPeople;
let target: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  users = await signUpProjectPeople(t);
  target = await t.signUp({ role: "Editor", name: "Tess Target" });
});

async function world() {
  const { projectId, pendingShareId } = await createProjectWorld(t, users);
  const [note] = await t.db
    .insert(notifications)
    .values({ userId: users.pendingShare.id, kind: "project_shared", title: "Shared with you" })
    .returning();
  return { projectId, shareId: pendingShareId, notificationId: note.id };
}
type World = Awaited<ReturnType<typeof world>>;

interface RouteCase {
  route: string;
  expected: (actor: Actor) => number;
  send: (w: World, as: TestUser | null) => Promise<Response>;
}

const signedIn = (ok: number) => (actor: Actor) => (actor === "anonymous" ? 401 : ok);
const onlyFor = (who: Actor, ok: number) => (actor: Actor) => (actor === "anonymous" ? 401 : actor === who ? ok : 404);

const ROUTES: RouteCase[] = [
  {
    route: "POST /projects/{id}/shares",
    expected: (actor) => (actor === "anonymous" ? 401 : !SEES.has(actor) ? 404 : SHARES.has(actor) ? 200 : 403),
    send: (w, as) => t.request(`/api/projects/${w.projectId}/shares`, { as, body: { userId: target.id } }),
  },
  {
    route: "GET /shares",
    expected: signedIn(200),
    send: (_w, as) => t.request("/api/shares", { as }),
  },
  {
    route: "PATCH /shares/{shareId}",
    expected: onlyFor("pendingShare", 200),
    send: (w, as) => t.request(`/api/shares/${w.shareId}`, { method: "PATCH", as, body: { status: "accepted" } }),
  },
  {
    route: "GET /notifications",
    expected: signedIn(200),
    send: (_w, as) => t.request("/api/notifications", { as }),
  },
  {
    route: "PATCH /notifications",
    expected: signedIn(200),
    send: (_w, as) => t.request("/api/notifications", { method: "PATCH", as, body: { read: true } }),
  },
  {
    route: "POST /notifications/{notificationId}/read",
    expected: onlyFor("pendingShare", 200),
    send: (w, as) => t.request(`/api/notifications/${w.notificationId}/read`, { method: "POST", as }),
  },
  {
    route: "GET /events",
    expected: signedIn(200),
    send: async (_w, as) => {
      const res = await t.request("/api/events", { as });
      if (res.status !== 200) return res;
      expect(res.headers.get("content-type")).toBe("text/event-stream");
      await res.body?.cancel();
      return res;
    },
  },
];

const CELLS = ROUTES.flatMap((r) => ACTORS.map((actor) => ({ ...r, actor, status: r.expected(actor) })));

describe("sharing, notification and event routes × actors", () => {
  it.each(CELLS)("$route as $actor → $status", async ({ actor, send, status }) => {
    const w = await world();
    const res = await send(w, actor === "anonymous" ? null : users[actor]);
    expect(res.status).toBe(status);
    if (status >= 400) {
      const body = await res.json();
      expect(body.error.code).toBe({ 401: "unauthorized", 403: "forbidden", 404: "not_found" }[status]);
    }
  });

  it("answers a missing project, share or notification, or a malformed id, with 404", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const w = { projectId: id, shareId: id, notificationId: id };
      for (const r of ROUTES.filter((route) => route.route.includes("{"))) {
        const as = r.route.includes("{id}") ? users.admin : users.pendingShare;
        expect((await r.send(w, as)).status, `${r.route} ${id}`).toBe(404);
      }
    }
  });

  it("lists only the viewer's own shares and notifications", async () => {
    const w = await world();
    const shares = await (await t.request("/api/shares", { as: users.editor })).json();
    expect(shares.items).toEqual([]);
    const notes = await (await t.request("/api/notifications", { as: users.editor })).json();
    expect(notes.items.map((n: { id: string }) => n.id)).not.toContain(w.notificationId);
    const mine = await (await t.request("/api/notifications", { as: users.pendingShare })).json();
    expect(mine.items.map((n: { id: string }) => n.id)).toContain(w.notificationId);
  });
});
