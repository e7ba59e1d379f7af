/**
 * The route × role × relation matrix for the file routes. Expectations are written
 * out from the access table, not derived from the code under test: 401 anonymous;
 * a file or project the actor may not see answers 404 as if it did not exist; a
 * visible project the actor may not change answers 403. A file is downloadable by
 * whoever sees its project and by the user it is shared with; the repository is for
 * the five named roles. Every cell gets a fresh project and file.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { createStageFile, TINY_PDF } from "#tests/factories/files";
import { uploadFile } from "#tests/factories/uploads";
import {
  createProjectWorld,
  EDITS_PROJECT,
  PROJECT_ACTORS,
  type ProjectPeople,
  SEES_PROJECT,
  signUpProjectPeople,
} from "#tests/setup/access-matrix";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

// The project's actors, and the one user a file of it is shared with.
const ACTORS = [...PROJECT_ACTORS, "fileTarget"] as const;
type Actor = (typeof ACTORS)[number];

const SEES: ReadonlySet<Actor> = SEES_PROJECT;
const EDITS: ReadonlySet<Actor> = EDITS_PROJECT;
const DOWNLOADS = new Set<Actor>([...SEES, "fileTarget"]);
const NAMED_ROLES = new Set<Actor>(ACTORS.filter((a) => a !== "anonymous" && a !== "user"));

type Need = "viewProject" | "editProject" | "download" | "share" | "signedIn" | "namedRole";

function expectedStatus(actor: Actor, need: Need, ok: number): number {
  if (actor === "anonymous") return 401;
  switch (need) {
    case "signedIn":
      return ok;
    case "namedRole":
      return NAMED_ROLES.has(actor) ? ok : 403;
    case "download":
      return DOWNLOADS.has(actor) ? ok : 404;
    case "viewProject":
      return SEES.has(actor) ? ok : 404;
    case "editProject":
    case "share":
      if (!SEES.has(actor)) return 404;
      return EDITS.has(actor) ? ok : 403;
  }
}

let t: TestApp;
let filesDir: string;
let users: ProjectPeople & { fileTarget: TestUser };

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-files-matrix-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  users = { ...(await signUpProjectPeople(t)), fileTarget: await t.signUp({ role: "Editor", name: "Fay Target" }) };
});

async function world() {
  const { projectId, stageId } = await createProjectWorld(t, users);
  const file = await createStageFile(t.db, createLocalDiskStorage(filesDir), {
    stageId,
    fileName: "draft.pdf",
    uploadedBy: users.creator.id,
    sharedWith: users.fileTarget.id,
  });
  return { projectId, stageId, fileId: file.id };
}

type World = Awaited<ReturnType<typeof world>>;
interface RouteCase {
  route: string;
  need: Need;
  ok: number;
  send: (w: World, as: TestUser | null) => Promise<Response>;
}

const ROUTES: RouteCase[] = [
  {
    route: "POST /projects/{id}/stages/{stageId}/files",
    need: "editProject",
    ok: 201,
    send: (w, as) =>
      uploadFile(t, `/api/projects/${w.projectId}/stages/${w.stageId}/files`, {
        as,
        bytes: new Uint8Array(TINY_PDF),
        name: "draft.pdf",
      }),
  },
  {
    route: "GET /projects/{id}/files",
    need: "viewProject",
    ok: 200,
    send: (w, as) => t.request(`/api/projects/${w.projectId}/files`, { as }),
  },
  {
    route: "GET /files",
    need: "namedRole",
    ok: 200,
    send: (_w, as) => t.request("/api/files", { as }),
  },
  {
    route: "GET /shared-files",
    need: "signedIn",
    ok: 200,
    send: (_w, as) => t.request("/api/shared-files", { as }),
  },
  {
    route: "GET /files/{fileId}/download",
    need: "download",
    ok: 200,
    send: (w, as) => t.request(`/api/files/${w.fileId}/download`, { as }),
  },
  {
    route: "PUT /files/{fileId}/share",
    need: "share",
    ok: 200,
    send: (w, as) =>
      t.request(`/api/files/${w.fileId}/share`, { method: "PUT", as, body: { user_id: users.writer.id } }),
  },
  {
    route: "GET /files/{fileId}/comments",
    need: "download",
    ok: 200,
    send: (w, as) => t.request(`/api/files/${w.fileId}/comments`, { as }),
  },
  {
    route: "POST /files/{fileId}/comments",
    need: "download",
    ok: 201,
    send: (w, as) => t.request(`/api/files/${w.fileId}/comments`, { as, body: { content: "Looks good" } }),
  },
];

describe.each(ROUTES)("$route", (r) => {
  it.each(ACTORS)("as %s", async (actor) => {
    const w = await world();
    const res = await r.send(w, actor === "anonymous" ? null : users[actor]);
    expect(res.status, await res.clone().text()).toBe(expectedStatus(actor, r.need, r.ok));
  });
});

describe("lists show exactly the files each actor may download", () => {
  it.each(ACTORS.filter((a): a is Exclude<Actor, "anonymous"> => NAMED_ROLES.has(a)))("as %s", async (actor) => {
    const w = await world();
    const page = await (await t.request("/api/files?limit=100", { as: users[actor] })).json();
    expect(page.items.some((f: { id: string }) => f.id === w.fileId)).toBe(DOWNLOADS.has(actor));
    const mine = await (await t.request("/api/shared-files", { as: users[actor] })).json();
    expect(mine.items.some((f: { id: string }) => f.id === w.fileId)).toBe(actor === "fileTarget");
  });
});
