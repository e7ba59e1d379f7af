/**
 * The list's other orders (nearest deadline, title A–Z) with keyset pages, and the free-text
 * facets grouped without regard to case. A fresh database: every project here is known.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { projectListResponseSchema } from "#shared/schemas/project";
import { createAssignment, createProject } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
const made: { id: string; title: string; deadline: string | null; shared: boolean }[] = [];

const DEADLINES = ["2031-05-01", null, "2030-01-15", "2031-05-01", null, "2030-12-31", "2031-05-01"];
const TITLES = ["banana Tales", "Apple Days", "cherry Nights", "apple Mornings", "Dates", "Éclairs", "apple days"];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
  for (const [i, title] of TITLES.entries()) {
    const deadline = DEADLINES[i];
    const project = await createProject(t.db, { createdBy: admin.id, title, deadline, subject: "Maths" });
    // The Writer sees every other project (their team), so a non-Admin's scope is checked too.
    const shared = i % 2 === 0;
    if (shared) await createAssignment(t.db, { projectId: project.id, userId: writer.id, role: "Writer" });
    made.push({ id: project.id, title, deadline, shared });
  }
});

async function walk(query: string, as: TestUser, limit = 2): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.request(`/api/projects?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { as });
    expect(res.status).toBe(200);
    const page = projectListResponseSchema.parse(await res.json());
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const deadlineOrder = (rows: typeof made) =>
  [...rows]
    .sort((a, b) => {
      if (a.deadline === b.deadline) return byId(a.id, b.id);
      if (a.deadline === null) return 1;
      if (b.deadline === null) return -1;
      return a.deadline < b.deadline ? -1 : 1;
    })
    .map((row) => row.id);

describe("sort orders", () => {
  it("nearest deadline first, none last, every project once across pages (ties broken by id)", async () => {
    expect(await walk("sort=deadline", admin)).toEqual(deadlineOrder(made));
    expect(await walk("sort=deadline", writer)).toEqual(deadlineOrder(made.filter((row) => row.shared)));
  });

  it("title from A to Z without regard to case, every project once across pages", async () => {
    const ids = await walk("sort=title", admin, 3);
    const titles = ids.map((id) => made.find((row) => row.id === id)?.title.toLowerCase());
    expect(titles.slice(0, 3)).toEqual(["apple days", "apple days", "apple mornings"]);
    expect(titles.slice(3, 6)).toEqual(["banana tales", "cherry nights", "dates"]);
    expect(new Set(ids).size).toBe(made.length);
    expect(await walk("sort=title", writer, 1)).toHaveLength(made.filter((row) => row.shared).length);
  });

  it("the default is still the newest change first", async () => {
    const [first] = await walk("sort=updated", admin, 100);
    const [unsorted] = await walk("", admin, 100);
    expect(first).toBe(made.at(-1)?.id);
    expect(unsorted).toBe(first);
  });

  it("refuses a cursor of another order or an unknown order with a 400", async () => {
    const res = await t.request("/api/projects?sort=deadline&limit=1", { as: admin });
    const { nextCursor } = await res.json();
    const wrong = await t.request(`/api/projects?sort=title&cursor=${nextCursor}`, { as: admin });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.cursor).toBeDefined();
    expect((await t.request("/api/projects?sort=random", { as: admin })).status).toBe(400);
  });
});

describe("free-text facets", () => {
  it("are one option whatever their case, and a filter finds every spelling", async () => {
    const upper = await createProject(t.db, { createdBy: admin.id, subject: "Literature", genre: "Poetry" });
    const lower = await createProject(t.db, { createdBy: admin.id, subject: "literature", genre: "poetry" });
    const again = await createProject(t.db, { createdBy: admin.id, subject: "Literature", genre: "Poetry" });
    const facets = await (await t.request("/api/project-facets", { as: admin })).json();
    expect(facets.subjects.filter((s: string) => s.toLowerCase() === "literature")).toEqual(["Literature"]);
    expect(facets.genres.filter((g: string) => g.toLowerCase() === "poetry")).toEqual(["Poetry"]);
    const found = await walk("subject=LITERATURE", admin, 10);
    expect(found.sort()).toEqual([upper.id, lower.id, again.id].sort());
  });
});
