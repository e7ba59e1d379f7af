import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles";
import { progressHistorySchema } from "#shared/schemas/progress";
import { seedDemoProgress } from "#tests/factories/progress";
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

describe("seedDemoProgress", () => {
  it("writes two weeks of varied daily updates by several people, readable through the API", async () => {
    const now = new Date("2026-11-20T18:00:00Z");
    const ids = await seedDemoProjects(t.db, Object.values(people), now);
    const written = await seedDemoProgress(t.db, ids, now);
    expect(written).toBeGreaterThan(50);

    const stats = await t.db.execute<{ days: number; authors: number; stages: number; hours: number }>(sql`
      select count(distinct date)::int as days, count(distinct user_id)::int as authors,
        count(distinct current_stage)::int as stages, count(distinct hours_worked)::int as hours
      from project_daily_progress
    `);
    expect(stats.rows[0].days).toBe(14);
    expect(stats.rows[0].authors).toBeGreaterThanOrEqual(3);
    expect(stats.rows[0].stages).toBeGreaterThanOrEqual(5);
    expect(stats.rows[0].hours).toBeGreaterThan(5);
    const activity = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from activity_log where action = 'progress_posted'`,
    );
    expect(activity.rows[0].n).toBe(written);

    const withEntries = await t.db.execute<{ project_id: string }>(
      sql`select project_id from project_daily_progress group by project_id order by count(*) desc limit 1`,
    );
    const history = progressHistorySchema.parse(
      await (await t.request(`/api/projects/${withEntries.rows[0].project_id}/progress`, { as: people.Admin })).json(),
    );
    expect(history.summary.entry_count).toBeGreaterThan(5);
    expect(history.summary.total_hours).toBeGreaterThan(0);
  });
});
