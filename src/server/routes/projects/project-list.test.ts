import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema/index";
import { projectListResponseSchema } from "#shared/schemas/project";
import { createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let illustrator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  viewer = await t.signUp({ role: "Editor", name: "Vera Viewer" });
  stranger = await t.signUp({ role: "Writer", name: "Stan Stranger" });
  illustrator = await t.signUp({ role: "Illustrator", name: "Lerato Illustrator" });
});

type Page = { items: Array<{ id: string; title: string }>; nextCursor: string | null };

async function list(query: string, as: TestUser): Promise<Page> {
  const res = await t.request(`/api/projects${query}`, { as });
  expect(res.status, query).toBe(200);
  return projectListResponseSchema.parse(await res.json());
}

async function allPages(query: string, as: TestUser, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? "&" : "?";
    const page = await list(`${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, as);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return seen;
}

/** The order the list promises, computed by Postgres at full timestamp precision. */
async function expectedOrder(ids: string[]) {
  const rows = await t.db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.id, ids))
    .orderBy(sql`updated_at desc, id desc`);
  return rows.map((r) => r.id);
}

describe("keyset pagination", () => {
  it("returns every visible project exactly once, in order, across pages — ties on updated_at included", async () => {
    const visible: string[] = [];
    const tie = new Date("2029-03-03T03:03:03.123Z");
    for (let i = 0; i < 25; i++) {
      // Every fifth project shares one timestamp: the id must break the tie.
      const p = await createProject(t.db, { createdBy: viewer.id, updatedAt: i % 5 === 0 ? tie : undefined });
      visible.push(p.id);
    }
    for (let i = 0; i < 8; i++) {
      const p = await createProject(t.db, { createdBy: stranger.id, updatedAt: tie });
      await createAssignment(t.db, { projectId: p.id, userId: viewer.id, role: "Editor" });
      visible.push(p.id);
    }
    for (let i = 0; i < 5; i++) {
      const p = await createProject(t.db, { createdBy: stranger.id });
      await createStage(t.db, { projectId: p.id, assignedUserId: viewer.id });
      visible.push(p.id);
    }
    for (let i = 0; i < 5; i++) {
      const p = await createProject(t.db, { createdBy: stranger.id });
      await createShare(t.db, { projectId: p.id, sharedWith: viewer.id, status: "accepted" });
      visible.push(p.id);
    }
    const hidden: string[] = [];
    for (const status of ["pending", "rejected", "updated"] as const) {
      const p = await createProject(t.db, { createdBy: stranger.id });
      await createShare(t.db, { projectId: p.id, sharedWith: viewer.id, status });
      hidden.push(p.id);
    }
    for (let i = 0; i < 10; i++)
      hidden.push((await createProject(t.db, { createdBy: stranger.id, updatedAt: tie })).id);

    for (const limit of [1, 7, 24, 100]) {
      const seen = await allPages("", viewer, limit);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(await expectedOrder(visible));
    }
    expect(await allPages("?filter=all", admin, 9)).toEqual(await expectedOrder([...visible, ...hidden]));
  });

  it("defaults to 24 per page and says when there is no next page", async () => {
    const page = await list("", admin);
    expect(page.items).toHaveLength(24);
    expect(page.nextCursor).toEqual(expect.any(String));
    const last = await list(`?limit=100&filter=mine`, admin);
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ["?cursor=not-a-cursor", "cursor"],
    [`?cursor=${Buffer.from("123.not-a-uuid").toString("base64url")}`, "cursor"],
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?limit=ten", "limit"],
    ["?filter=everything", "filter"],
    ["?stage=Printing", "stage"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await t.request(`/api/projects${query}`, { as: viewer });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields ?? {})).toContain(field);
  });

  it("answers a search past its limit with the limit, in words a person can act on", async () => {
    const res = await t.request(`/api/projects?q=${"x".repeat(201)}`, { as: viewer });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.q).toEqual(["Search must be at most 200 characters"]);
  });
});

describe("filters and search", () => {
  let tagged: Record<string, string>;

  beforeAll(async () => {
    const mk = async (key: string, values: Parameters<typeof createProject>[1]) => {
      const p = await createProject(t.db, values);
      tagged[key] = p.id;
      return p;
    };
    tagged = {};
    await mk("adminBook", { createdBy: admin.id, title: "Quantum Gardens", subject: "Physics", level: "Tertiary" });
    await mk("staffBook", {
      createdBy: illustrator.id,
      title: "Painted Rivers",
      author: "Zanele Mokoena",
      subject: "Art",
    });
    await mk("percent", { createdBy: illustrator.id, title: "Grow 100% Organic", level: "Adult" });
    await mk("underscore", { createdBy: illustrator.id, title: "Snake_case Stories", currentStage: "Typesetting" });
    await mk("summaryHit", {
      createdBy: illustrator.id,
      title: "Field Notes",
      summary: "Observations from a year among the BAOBAB trees of the dry north.",
    });
  });

  it("gives an Admin all, mine and staff projects", async () => {
    const all = await allPages("?filter=all", admin, 100);
    const mine = await allPages("?filter=mine", admin, 100);
    const others = await allPages("?filter=others", admin, 100);
    expect(all).toEqual(expect.arrayContaining([tagged.adminBook, tagged.staffBook]));
    expect(mine).toContain(tagged.adminBook);
    expect(mine).not.toContain(tagged.staffBook);
    expect(others).toContain(tagged.staffBook);
    expect(others).not.toContain(tagged.adminBook);
    expect(new Set([...mine, ...others])).toEqual(new Set(all));
  });

  it("ignores the filter for everyone else", async () => {
    const plain = await allPages("", illustrator, 100);
    expect(await allPages("?filter=all", illustrator, 100)).toEqual(plain);
    expect(await allPages("?filter=others", illustrator, 100)).toEqual(plain);
    expect(plain).not.toContain(tagged.adminBook);
  });

  it("searches title, author and summary, case-insensitively", async () => {
    expect((await list("?q=quantum", admin)).items.map((p) => p.id)).toEqual([tagged.adminBook]);
    expect((await list("?q=MOKOENA", admin)).items.map((p) => p.id)).toEqual([tagged.staffBook]);
    expect((await list("?q=baobab%20trees", admin)).items.map((p) => p.id)).toEqual([tagged.summaryHit]);
  });

  it("treats % and _ in the search as text, not wildcards", async () => {
    expect((await list(`?q=${encodeURIComponent("100%")}`, admin)).items.map((p) => p.id)).toEqual([tagged.percent]);
    expect((await list("?q=e_c", admin)).items.map((p) => p.id)).toEqual([tagged.underscore]);
  });

  it("applies search only within what the viewer may see", async () => {
    expect((await list("?q=quantum", illustrator)).items).toEqual([]);
  });

  it("filters by subject, level and stage", async () => {
    expect((await list("?subject=Physics", admin)).items.map((p) => p.id)).toEqual([tagged.adminBook]);
    expect((await list("?level=Adult", admin)).items.map((p) => p.id)).toEqual([tagged.percent]);
    expect((await list("?stage=Typesetting", admin)).items.map((p) => p.id)).toEqual([tagged.underscore]);
    expect((await list("?subject=Art&q=rivers", illustrator)).items.map((p) => p.id)).toEqual([tagged.staffBook]);
  });

  it("offers subject and level options from the viewer's projects only", async () => {
    const mine = await (await t.request("/api/project-facets", { as: illustrator })).json();
    expect(mine.subjects).toContain("Art");
    expect(mine.subjects).not.toContain("Physics");
    expect(mine.levels).toContain("Adult");
    expect(mine.levels).not.toContain("Tertiary");
    expect(mine.subjects).toEqual([...new Set(mine.subjects)].sort());
    const all = await (await t.request("/api/project-facets", { as: admin })).json();
    expect(all.subjects).toEqual(expect.arrayContaining(["Art", "Physics"]));
  });
});

describe("the current stage's assignee on each card", () => {
  it("is the assignee of the stage row named like the current stage, with their team role", async () => {
    const p = await createProject(t.db, { createdBy: admin.id, currentStage: "Editing", title: "Assignee A" });
    await createAssignment(t.db, { projectId: p.id, userId: stranger.id, role: "Editor" });
    await createStage(t.db, { projectId: p.id, stageName: "Editing", assignedUserId: stranger.id });
    const [card] = (await list("?q=Assignee%20A", admin)).items as Array<Record<string, unknown>>;
    expect(card.stage_assignee).toEqual({ id: stranger.id, full_name: "Stan Stranger", role: "Editor" });
  });

  it("falls back to the team member whose role matches the stage", async () => {
    const p = await createProject(t.db, { createdBy: admin.id, currentStage: "Illustration", title: "Assignee B" });
    await createAssignment(t.db, { projectId: p.id, userId: viewer.id, role: "Writer" });
    await createAssignment(t.db, { projectId: p.id, userId: illustrator.id, role: "Illustrator" });
    const [card] = (await list("?q=Assignee%20B", admin)).items as Array<Record<string, unknown>>;
    expect(card.stage_assignee).toEqual({ id: illustrator.id, full_name: "Lerato Illustrator", role: "Illustrator" });
  });

  it("shows the account role for a stage assignee outside the team, and null when nobody matches", async () => {
    const p = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", title: "Assignee C" });
    await createStage(t.db, { projectId: p.id, stageName: "Writing", assignedUserId: viewer.id });
    const q = await createProject(t.db, { createdBy: admin.id, currentStage: "Designing", title: "Assignee D" });
    await createAssignment(t.db, { projectId: q.id, userId: viewer.id, role: "Editor" });
    const cards = (await list("?q=Assignee%20", admin)).items as Array<Record<string, unknown>>;
    const byTitle = Object.fromEntries(cards.map((c) => [c.title, c.stage_assignee]));
    expect(byTitle["Assignee C"]).toEqual({ id: viewer.id, full_name: "Vera Viewer", role: "Editor" });
    expect(byTitle["Assignee D"]).toBeNull();
  });
});
