import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles";
import { projectListResponseSchema } from "#shared/schemas/project";
import { STAGES } from "#shared/stages";
import { seedDemoProjects } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
const people = {} as Record<Role, TestUser & { role: Role }>;

beforeAll(async () => {
  t = await createTestApp();
  people.Admin = { ...(await t.signUp({ name: "Amara Okafor" })), role: "Admin" };
  for (const role of ["Writer", "Editor", "Illustrator", "Typesetter"] as const) {
    people[role] = { ...(await t.signUp({ role, name: `${role} Demo` })), role };
  }
});

describe("seedDemoProjects", () => {
  it("creates about twelve projects across every stage, once", async () => {
    const ids = await seedDemoProjects(t.db, Object.values(people));
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const stages = await t.db.execute<{ current_stage: string }>(sql`select distinct current_stage from projects`);
    expect(new Set(stages.rows.map((r) => r.current_stage))).toEqual(new Set(STAGES));
    expect(await seedDemoProjects(t.db, Object.values(people))).toEqual([]);
  });

  it("gives each role a realistic list, with stages, team, comments and history", async () => {
    const admin = projectListResponseSchema.parse(
      await (await t.request("/api/projects?limit=100", { as: people.Admin })).json(),
    );
    expect(admin.items.length).toBe(12);
    expect(admin.items.some((p) => p.stage_assignee !== null)).toBe(true);
    const writer = projectListResponseSchema.parse(
      await (await t.request("/api/projects?limit=100", { as: people.Writer })).json(),
    );
    expect(writer.items.length).toBeGreaterThan(3);
    const detail = await (await t.request(`/api/projects/${admin.items[0].id}`, { as: people.Admin })).json();
    expect(detail.assignments.length + detail.stages.length).toBeGreaterThan(0);
    const history = await (await t.request(`/api/projects/${admin.items[0].id}/activity`, { as: people.Admin })).json();
    expect(history.items.length).toBeGreaterThan(0);
  });
});

describe("GET /api/openapi.json", () => {
  it("documents every project route with its responses", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    for (const [path, methods] of Object.entries({
      "/api/projects": ["get", "post"],
      "/api/project-facets": ["get"],
      "/api/projects/{id}": ["get", "put", "delete"],
      "/api/projects/{id}/stages": ["get", "post"],
      "/api/projects/{id}/stages/{stageId}": ["put", "delete"],
      "/api/projects/{id}/assignments": ["get", "put"],
      "/api/projects/{id}/comments": ["get", "post"],
      "/api/projects/{id}/activity": ["get"],
      "/api/projects/{id}/cover": ["get", "post", "delete"],
    })) {
      for (const method of methods) {
        const op = doc.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(Object.keys(op.responses).some((s) => s.startsWith("2"))).toBe(true);
      }
    }
  });
});
