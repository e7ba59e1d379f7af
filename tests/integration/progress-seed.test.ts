import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles";
import { progressHistorySchema } from "#shared/schemas/progress";
import { DEMO_HOURS_PER_DAY, seedDemoProgress } from "#tests/factories/progress";
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
  const now = new Date("2026-11-20T18:00:00Z");
  let written = 0;

  beforeAll(async () => {
    const ids = await seedDemoProjects(t.db, Object.values(people), now);
    written = await seedDemoProgress(t.db, ids, now);
  });

  it("writes two weeks of weekday updates on several projects, readable through the API", async () => {
    expect(written).toBeGreaterThan(30);
    const stats = await t.db.execute<{
      days: number;
      authors: number;
      stages: number;
      hours: number;
      weekend: number;
    }>(sql`
      select count(distinct date)::int as days, count(distinct user_id)::int as authors,
        count(distinct current_stage)::int as stages, count(distinct hours_worked)::int as hours,
        count(*) filter (where extract(isodow from date) > 5)::int as weekend
      from project_daily_progress
    `);
    expect(stats.rows[0].days).toBe(10);
    expect(stats.rows[0].weekend).toBe(0);
    expect(stats.rows[0].authors).toBe(4);
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

  it("has each person doing their own job, on projects they work on, within a working day", async () => {
    const worker: Record<string, string> = {
      Writing: "Writer",
      Editing: "Editor",
      Illustration: "Illustrator",
      Typesetting: "Typesetter",
      Designing: "Illustrator",
      "Final Review": "Editor",
    };
    const rows = await t.db.execute<{ stage: string; role: string; on_project: boolean }>(sql`
      select p.current_stage as stage, r.role,
        exists (select 1 from project_assignments a where a.project_id = p.project_id and a.user_id = p.user_id)
          or exists (select 1 from project_stages s where s.project_id = p.project_id and s.assigned_user_id = p.user_id)
          as on_project
      from project_daily_progress p join user_roles r on r.user_id = p.user_id
    `);
    expect(rows.rows.length).toBe(written);
    for (const row of rows.rows) {
      expect(row.role).toBe(worker[row.stage]);
      expect(row.on_project).toBe(true);
    }
    const busiest = await t.db.execute<{ hours: number }>(sql`
      select max(total)::float as hours from (
        select sum(hours_worked) as total from project_daily_progress group by user_id, date
      ) days
    `);
    expect(busiest.rows[0].hours).toBeLessThanOrEqual(DEMO_HOURS_PER_DAY);
  });

  it("never repeats a bullet point within a project", async () => {
    const repeats = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select project_id, line from project_daily_progress, unnest(string_to_array(description, E'\n')) as line
        group by project_id, line having count(*) > 1
      ) repeated
    `);
    expect(repeats.rows[0].n).toBe(0);
  });
});
