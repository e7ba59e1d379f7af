/**
 * The route × role × ownership matrix for every project-scoped route.
 * The expectations are written out cell by cell from the project permission table, not
 * derived from the code under test: 401 anonymous, 404 for a project the actor may not see (as if
 * it did not exist), 403 for a visible project the actor may not change.
 * Every cell gets a fresh project, so a cell that deletes or edits affects no other.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { TINY_PNG } from "#tests/factories/images";
import { createComment, projectInput } from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import {
  createProjectWorld,
  EDITS_PROJECT,
  PROJECT_ACTORS,
  type ProjectActor,
  type ProjectPeople,
  SEES_PROJECT,
  signUpProjectPeople,
} from "#tests/setup/access-matrix";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const ACTORS = PROJECT_ACTORS;
type Actor = ProjectActor;

// The permission table, cell by cell: Admin, creator and team see and edit; a stage assignee
// or an accepted share only sees; only Admin and the creator delete.
const SEES = SEES_PROJECT;
const EDITS = EDITS_PROJECT;
const DELETES = new Set<Actor>(["admin", "creator"]);
const ASSIGNS_TEAM = new Set<Actor>(["admin"]); // The project-team section is Admin only
type Need = "view" | "edit" | "delete" | "assignTeam";
const ALLOWED: Record<Need, ReadonlySet<Actor>> = {
  view: SEES,
  edit: EDITS,
  delete: DELETES,
  assignTeam: ASSIGNS_TEAM,
};

function expectedStatus(actor: Actor, need: Need, ok: number): number {
  if (actor === "anonymous") return 401;
  if (!SEES.has(actor)) return 404;
  return ALLOWED[need].has(actor) ? ok : 403;
}

let t: TestApp;
let users: ProjectPeople;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDirForFile("folio-matrix-");
  t = await createTestApp({ DATA_DIR: dataDir });
  users = await signUpProjectPeople(t);
});

/** A project related to each actor exactly as its name says, with a stage, a comment and a cover. */
async function world() {
  const { projectId, stageId } = await createProjectWorld(t, users);
  await createComment(t.db, { projectId, authorId: users.creator.id });
  const coverKey = `covers/${crypto.randomUUID()}.png`;
  await createLocalDiskStorage(path.join(dataDir, "files")).put(coverKey, TINY_PNG);
  await t.db.update(projects).set({ coverImage: coverKey }).where(eq(projects.id, projectId));
  return { projectId, stageId };
}

type World = Awaited<ReturnType<typeof world>>;
interface RouteCase {
  route: string;
  need: Need;
  ok: number;
  send: (w: World, as: TestUser | null) => Promise<Response>;
}

const stageBody = { stage_name: "Proofreading", status: "In Progress" };

const ROUTES: RouteCase[] = [
  {
    route: "GET /projects/{id}",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}`, { as }),
  },
  {
    route: "PUT /projects/{id}",
    need: "edit",
    ok: 200,
    send: (w, as) =>
      t.request(`/api/projects/${w.projectId}`, {
        method: "PUT",
        as,
        body: projectInput({ author: "Kwame Asante", stages: [stageBody] }),
      }),
  },
  {
    route: "DELETE /projects/{id}",
    need: "delete",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}`, { method: "DELETE", as }),
  },
  {
    route: "GET /projects/{id}/stages",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/stages`, { as }),
  },
  {
    route: "POST /projects/{id}/stages",
    need: "edit",
    ok: 201,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/stages`, { as, body: stageBody }),
  },
  {
    route: "PUT /projects/{id}/stages/{stageId}",
    need: "edit",
    ok: 200,
    send: (w, as) =>
      t.request(`/api/projects/${w.projectId}/stages/${w.stageId}`, { method: "PUT", as, body: stageBody }),
  },
  {
    route: "DELETE /projects/{id}/stages/{stageId}",
    need: "edit",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/stages/${w.stageId}`, { method: "DELETE", as }),
  },
  {
    route: "GET /projects/{id}/assignments",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/assignments`, { as }),
  },
  {
    route: "PUT /projects/{id}/assignments",
    need: "assignTeam",
    ok: 200,
    send: (w, as) =>
      t.request(`/api/projects/${w.projectId}/assignments`, {
        method: "PUT",
        as,
        body: { assignments: [{ userId: users.member.id, role: "Writer" }] },
      }),
  },
  {
    route: "GET /projects/{id}/comments",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/comments`, { as }),
  },
  {
    route: "POST /projects/{id}/comments",
    need: "view",
    ok: 201,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/comments`, { as, body: { content: "Looks good to me." } }),
  },
  {
    route: "GET /projects/{id}/activity",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/activity`, { as }),
  },
  {
    route: "GET /projects/{id}/cover",
    need: "view",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/cover`, { as }),
  },
  {
    route: "POST /projects/{id}/cover",
    need: "edit",
    ok: 200,
    send: (w, as) => uploadFile(t, `/api/projects/${w.projectId}/cover`, { as, bytes: TINY_PNG, name: "cover.png" }),
  },
  {
    route: "DELETE /projects/{id}/cover",
    need: "edit",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/cover`, { method: "DELETE", as }),
  },
];

const CELLS = ROUTES.flatMap((r) =>
  ACTORS.map((actor) => ({ ...r, actor, expected: expectedStatus(actor, r.need, r.ok) })),
);

describe("project routes × actors", () => {
  it.each(CELLS)("$route as $actor → $expected", async ({ actor, send, expected }) => {
    const w = await world();
    const res = await send(w, actor === "anonymous" ? null : users[actor]);
    expect(res.status).toBe(expected);
    if (expected >= 400) {
      const body = await res.json();
      expect(body.error.code).toBe({ 401: "unauthorized", 403: "forbidden", 404: "not_found" }[expected]);
    }
  });

  it("answers a project that does not exist, or an id that is not a UUID, with the same 404", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid", "1' or '1'='1"]) {
      for (const r of ROUTES) {
        const res = await r.send({ projectId: encodeURIComponent(id), stageId: crypto.randomUUID() }, users.admin);
        expect(res.status, `${r.route} ${id}`).toBe(404);
      }
    }
  });

  it("answers a 404 for an invisible project exactly like one for a missing project", async () => {
    const w = await world();
    const invisible = await t.request(`/api/projects/${w.projectId}`, { as: users.editor });
    const missing = await t.request(`/api/projects/${crypto.randomUUID()}`, { as: users.editor });
    expect(invisible.status).toBe(404);
    expect(await invisible.json()).toEqual(await missing.json());
  });
});

describe("the project list and facets show exactly the visible projects", () => {
  it.each(ACTORS)("as %s", async (actor) => {
    const w = await world();
    const as = actor === "anonymous" ? null : users[actor];
    const list = await t.request("/api/projects?limit=100", { as });
    const facets = await t.request("/api/project-facets", { as });
    if (actor === "anonymous") {
      expect([list.status, facets.status]).toEqual([401, 401]);
      return;
    }
    expect(list.status).toBe(200);
    const ids = (await list.json()).items.map((p: { id: string }) => p.id);
    expect(ids.includes(w.projectId)).toBe(SEES.has(actor));
    expect(facets.status).toBe(200);
  });
});

describe("POST /projects", () => {
  it.each(ACTORS)("as %s: any signed-in user may register a project", async (actor) => {
    const res = await t.request("/api/projects", {
      as: actor === "anonymous" ? null : users[actor],
      body: projectInput(),
    });
    expect(res.status).toBe(actor === "anonymous" ? 401 : 201);
  });

  it.each(ACTORS)("as %s: only an Admin may send team rows", async (actor) => {
    const res = await t.request("/api/projects", {
      as: actor === "anonymous" ? null : users[actor],
      body: projectInput({ assignments: [{ userId: users.writer.id, role: "Writer" }] }),
    });
    expect(res.status).toBe(actor === "anonymous" ? 401 : actor === "admin" ? 201 : 403);
  });
});

describe("abilities in the detail match what the routes allow", () => {
  it.each(ACTORS.filter((a): a is Exclude<Actor, "anonymous"> => SEES.has(a)))("as %s", async (actor) => {
    const w = await world();
    const detail = await (await t.request(`/api/projects/${w.projectId}`, { as: users[actor] })).json();
    expect(detail.abilities).toEqual({
      view: true,
      edit: EDITS.has(actor),
      delete: DELETES.has(actor),
      share: EDITS.has(actor),
      uploadFiles: EDITS.has(actor),
      postUpdates: true,
      comment: true,
    });
  });
});
