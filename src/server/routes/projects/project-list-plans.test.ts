/**
 * The page everyone opens is planned once per connection: the list runs it as a named statement
 * with the page size in its text, so from its sixth run Postgres reuses one generic plan. Every
 * other page stays unnamed: no connection collects a statement per value, and no page whose best
 * plan depends on its values gets one made for average values. Read on a pool of one connection,
 * whose prepared statements the test can see.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "#server/context";
import { createDatabase, type Database } from "#server/db/client";
import { projectListScope } from "#server/policy/index";
import { poolConnectionConfig } from "#server/realtime/index";
import type { ProjectListQuery } from "#shared/schemas/project";
import { createAssignment, createProject } from "#tests/factories/projects";
import { createTestApp, type TestApp } from "#tests/setup/test-app";
import { listProjects } from "./project-list.service";

let t: TestApp;
let oneConnection: Database;
let writer: Viewer;
let admin: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await t.signUp({ role: "Admin", name: "Ada Admin" });
  const writerUser = await t.signUp({ role: "Writer", name: "Wren Writer" });
  admin = { id: adminUser.id, email: adminUser.email, name: adminUser.name, image: null, role: "Admin" };
  writer = { id: writerUser.id, email: writerUser.email, name: writerUser.name, image: null, role: "Writer" };
  for (let i = 0; i < 30; i++) {
    const project = await createProject(t.db, {
      createdBy: admin.id,
      title: `Plan project ${i}`,
      currentStage: "Writing",
    });
    if (i % 2 === 0) await createAssignment(t.db, { projectId: project.id, userId: writer.id, role: "Writer" });
  }
  // Enough rows that a page of 25 is a small part of them, as in a real install: a plan made
  // without knowing the page size would be costed for far more rows than a page.
  await t.db.execute(sql`
    insert into projects (title, summary, author, genre, current_stage, progress, objectives, created_by, updated_at)
    select 'Older project ' || g, 'An older project.', 'Author', 'Fiction', 'Writing', 14, array['Finish'],
      ${admin.id}, now() - interval '1 day' - (g || ' seconds')::interval
    from generate_series(1, 3000) g`);
  await t.db.execute(sql`analyze`);
  oneConnection = createDatabase({ ...poolConnectionConfig(t.db.$client), max: 1 });
});

afterAll(() => oneConnection.$client.end());

/** This connection's named statements of project pages, with how often each ran on a generic plan. */
async function pageStatements() {
  const { rows } = await oneConnection.execute<{ name: string; generic_plans: number; custom_plans: number }>(sql`
    select name, generic_plans::int, custom_plans::int from pg_prepared_statements
    where name like 'project_page_%' order by name`);
  return rows;
}

const list = (viewer: Viewer, query: ProjectListQuery = {}) =>
  listProjects(oneConnection, projectListScope(viewer, query.filter), query, viewer.id);

describe("the project list's plans", () => {
  it("plans the usual first page once and then reuses a generic plan, for a Writer and an Admin", async () => {
    for (let run = 0; run < 8; run++) {
      const page = await list(writer);
      expect(page.items).toHaveLength(15);
      expect(page.items.every((item) => item.title.startsWith("Plan project "))).toBe(true);
    }
    let statements = await pageStatements();
    expect(statements).toHaveLength(1);
    expect(statements[0].generic_plans).toBeGreaterThanOrEqual(3);

    for (let run = 0; run < 8; run++) expect((await list(admin)).items).toHaveLength(24);
    statements = await pageStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) expect(statement.generic_plans, statement.name).toBeGreaterThanOrEqual(3);
  });

  it("runs a search, a filter, another page size, another order and an Admin's own projects unnamed", async () => {
    const before = await pageStatements();
    const searched = await list(writer, { q: "project 1" });
    expect(searched.items.map((item) => item.title).sort()).toEqual(
      ["Plan project 10", "Plan project 12", "Plan project 14", "Plan project 16", "Plan project 18"].sort(),
    );
    expect((await list(writer, { stage: "Editing" })).items).toEqual([]);
    expect((await list(admin, { limit: 5 })).items).toHaveLength(5);
    expect((await list(admin, { sort: "title" })).items).toHaveLength(24);
    expect((await list(admin, { filter: "mine" })).items).toHaveLength(24);
    expect((await list(admin, { filter: "others" })).items).toEqual([]);
    expect((await pageStatements()).map((statement) => statement.name)).toEqual(before.map((s) => s.name));
  });
});
