/**
 * The route × role matrix for the progress, board and analytics routes. The
 * expectations are written out from the access table, not derived from the code
 * under test: 401 anonymous, 404 for a project the actor may not see (as if it did
 * not exist), anyone who sees a project may post updates; team analytics is Admin only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  createProjectWorld,
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
const ADMIN_ONLY = new Set<Actor>(["admin"]);
const SIGNED_IN = new Set<Actor>(ACTORS.filter((a) => a !== "anonymous"));

let t: TestApp;
let users: ProjectPeople;

beforeAll(async () => {
  t = await createTestApp();
  users = await signUpProjectPeople(t);
});

async function world() {
  const { projectId } = await createProjectWorld(t, users);
  return { projectId };
}

interface RouteCase {
  route: string;
  allowed: ReadonlySet<Actor>;
  /** The status for an actor who is signed in but not allowed. */
  denied: 403 | 404;
  ok: number;
  send: (projectId: string, as: TestUser | null) => Promise<Response>;
}

const update = {
  current_stage: "Typesetting",
  accomplishments: ["Set chapter 1"],
  hours_worked: 1.5,
  date: "2026-05-04",
};

const ROUTES: RouteCase[] = [
  {
    route: "GET /projects/{id}/progress",
    allowed: SEES,
    denied: 404,
    ok: 200,
    send: (id, as) => t.request(`/api/projects/${id}/progress`, { as }),
  },
  {
    route: "POST /projects/{id}/progress",
    allowed: SEES,
    denied: 404,
    ok: 201,
    send: (id, as) => t.request(`/api/projects/${id}/progress`, { as, body: update }),
  },
  {
    route: "POST /projects/{id}/progress/exports",
    allowed: SEES,
    denied: 404,
    ok: 201,
    send: (id, as) => t.request(`/api/projects/${id}/progress/exports`, { as, body: { format: "csv" } }),
  },
  {
    route: "GET /projects/{id}/insights",
    allowed: SEES,
    denied: 404,
    ok: 200,
    send: (id, as) => t.request(`/api/projects/${id}/insights?today=2026-05-04`, { as }),
  },
  {
    route: "GET /board",
    allowed: SIGNED_IN,
    denied: 403,
    ok: 200,
    send: (_id, as) => t.request("/api/board?today=2026-05-04", { as }),
  },
  {
    route: "GET /analytics/team",
    allowed: ADMIN_ONLY,
    denied: 403,
    ok: 200,
    send: (_id, as) => t.request("/api/analytics/team?today=2026-05-04", { as }),
  },
];

const CELLS = ROUTES.flatMap((r) =>
  ACTORS.map((actor) => ({
    ...r,
    actor,
    expected: actor === "anonymous" ? 401 : r.allowed.has(actor) ? r.ok : r.denied,
  })),
);

describe("progress, board and analytics routes × actors", () => {
  it.each(CELLS)("$route as $actor → $expected", async ({ actor, send, expected }) => {
    const w = await world();
    const res = await send(w.projectId, actor === "anonymous" ? null : users[actor]);
    expect(res.status).toBe(expected);
    if (expected >= 400) {
      expect((await res.json()).error.code).toBe({ 401: "unauthorized", 403: "forbidden", 404: "not_found" }[expected]);
    }
  });

  it("answers a missing project, or an id that is not a UUID, with the same 404", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      for (const r of ROUTES.filter((route) => route.route.includes("{id}"))) {
        expect((await r.send(id, users.admin)).status, `${r.route} ${id}`).toBe(404);
      }
    }
  });
});
