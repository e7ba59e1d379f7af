/**
 * The route × role matrix for the progress, board and analytics routes. The
 * expectations are written out from the access table, not derived from the code
 * under test: 401 anonymous, 404 for a project the actor may not see (as if it did
 * not exist), anyone who sees a project may post updates; team analytics is Admin only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const ACTORS = [
  "anonymous",
  "user",
  "writer",
  "editor",
  "illustrator",
  "typesetter",
  "pendingShare",
  "acceptedShare",
  "stageAssignee",
  "member",
  "creator",
  "admin",
] as const;
type Actor = (typeof ACTORS)[number];

const SEES = new Set<Actor>(["admin", "creator", "member", "stageAssignee", "acceptedShare"]);
const ADMIN_ONLY = new Set<Actor>(["admin"]);
const SIGNED_IN = new Set<Actor>(ACTORS.filter((a) => a !== "anonymous"));

let t: TestApp;
const users = {} as Record<Exclude<Actor, "anonymous">, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users.admin = await t.signUp({ name: "Ada Admin" });
  users.user = await t.signUp({ name: "Uma User" });
  users.writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
  users.editor = await t.signUp({ role: "Editor", name: "Eve Editor" });
  users.illustrator = await t.signUp({ role: "Illustrator", name: "Ivy Illustrator" });
  users.typesetter = await t.signUp({ role: "Typesetter", name: "Tim Typesetter" });
  users.creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  users.member = await t.signUp({ role: "Editor", name: "Max Member" });
  users.stageAssignee = await t.signUp({ role: "Illustrator", name: "Sam Stage" });
  users.acceptedShare = await t.signUp({ role: "Typesetter", name: "Ari Accepted" });
  users.pendingShare = await t.signUp({ role: "Writer", name: "Pat Pending" });
});

async function world() {
  const project = await createProject(t.db, { createdBy: users.creator.id, currentStage: "Editing" });
  await createAssignment(t.db, { projectId: project.id, userId: users.member.id, role: "Editor" });
  await createStage(t.db, { projectId: project.id, stageName: "Editing", assignedUserId: users.stageAssignee.id });
  await createShare(t.db, { projectId: project.id, sharedWith: users.acceptedShare.id, status: "accepted" });
  await createShare(t.db, { projectId: project.id, sharedWith: users.pendingShare.id, status: "pending" });
  return { projectId: project.id };
}

interface RouteCase {
  route: string;
  allowed: Set<Actor>;
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
