/**
 * Board and analytics: what they show, and that each answers with a fixed number
 * of SQL queries however many projects and updates there are.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { projectInsightsSchema, teamAnalyticsSchema } from "#shared/schemas/analytics";
import { boardSchema } from "#shared/schemas/board";
import { createProgressEntry } from "#tests/factories/progress";
import { createProject } from "#tests/factories/projects";
import { installQueryCounter } from "#tests/setup/query-counter";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let editor: TestUser;

const counted = installQueryCounter(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wren Writer" });
  editor = await t.signUp({ role: "Editor", name: "Eli Editor" });
});

describe("GET /api/board", () => {
  it("puts each visible project in its stage column, marks overdue ones but never a Completed one", async () => {
    const late = await createProject(t.db, { createdBy: writer.id, currentStage: "Editing", deadline: "2026-01-10" });
    const done = await createProject(t.db, { createdBy: writer.id, currentStage: "Completed", deadline: "2026-01-10" });
    const hidden = await createProject(t.db, { createdBy: editor.id, currentStage: "Editing" });

    const board = boardSchema.parse((await counted("/api/board?today=2026-02-01", writer)).body);
    expect(board.columns.map((c) => c.stage)).toEqual([
      "Book Started",
      "Writing",
      "Editing",
      "Illustration",
      "Typesetting",
      "Designing",
      "Final Review",
      "Completed",
    ]);
    const editing = board.columns[2];
    expect(editing.items.map((c) => c.id)).toEqual([late.id]);
    expect(editing).toMatchObject({ count: 1, overdue_count: 1 });
    expect(board.columns[7]).toMatchObject({ count: 1, overdue_count: 0 });
    expect(board.columns[7].items[0]).toMatchObject({ id: done.id });
    expect(board.columns.flatMap((c) => c.items).some((c) => c.id === hidden.id)).toBe(false);

    // The viewer's today decides: the day before the deadline nothing is overdue.
    const earlier = boardSchema.parse((await counted("/api/board?today=2026-01-09", writer)).body);
    expect(earlier.columns[2].overdue_count).toBe(0);
  });

  it("refuses a missing or malformed today with 400", async () => {
    expect((await t.request("/api/board", { as: writer })).status).toBe(400);
    expect((await t.request("/api/board?today=tomorrow", { as: writer })).status).toBe(400);
  });
});

describe("GET /api/projects/{id}/insights", () => {
  it("sums hours per stage and person, counts days per stage spell and forecasts from the pace", async () => {
    const project = await createProject(t.db, {
      createdBy: writer.id,
      currentStage: "Editing",
      deadline: "2026-12-31",
      createdAt: new Date("2026-03-01T08:00:00Z"),
    });
    const entry = (date: string, stage: "Writing" | "Editing", hours: number, userId: string) =>
      createProgressEntry(t.db, {
        projectId: project.id,
        userId,
        date,
        currentStage: stage,
        hoursWorked: hours,
        createdAt: new Date(`${date}T10:00:00Z`),
      });
    await entry("2026-03-01", "Writing", 2, writer.id);
    await entry("2026-03-05", "Writing", 3.5, writer.id);
    await entry("2026-03-11", "Editing", 1.25, editor.id);

    const insights = projectInsightsSchema.parse(
      (await counted(`/api/projects/${project.id}/insights?today=2026-03-15`, writer)).body,
    );
    expect(insights.hours_by_stage.find((r) => r.stage === "Writing")?.hours).toBe(5.5);
    expect(insights.hours_by_stage.find((r) => r.stage === "Editing")?.hours).toBe(1.25);
    expect(insights.hours_by_stage).toHaveLength(8);
    expect(insights.hours_by_person).toEqual([
      { user_id: writer.id, name: "Wren Writer", hours: 5.5 },
      { user_id: editor.id, name: "Eli Editor", hours: 1.25 },
    ]);
    // Writing from Mar 1 to Mar 11, Editing from Mar 11 to today (Mar 15).
    expect(insights.days_in_stage.find((r) => r.stage === "Writing")?.days).toBe(10);
    expect(insights.days_in_stage.find((r) => r.stage === "Editing")?.days).toBe(4);
    // 29% in 14 days: about 2.07 points a day, 71 points to go → 35 more days.
    expect(insights.forecast).toEqual({
      status: "on_track",
      pace_per_day: 2.07,
      forecast_date: "2026-04-19",
      deadline: "2026-12-31",
    });
  });
});

describe("GET /api/analytics/team", () => {
  it("totals hours per person per week and the median days per stage", async () => {
    const a = await createProject(t.db, { createdBy: writer.id, currentStage: "Editing" });
    const b = await createProject(t.db, { createdBy: writer.id, currentStage: "Editing" });
    const post = (projectId: string, date: string, stage: "Writing" | "Editing", hours: number, userId: string) =>
      createProgressEntry(t.db, {
        projectId,
        userId,
        date,
        currentStage: stage,
        hoursWorked: hours,
        createdAt: new Date(`${date}T10:00:00Z`),
      });
    // Weeks start on Monday: 2030-06-03 and 2030-06-10.
    await post(a.id, "2030-06-03", "Writing", 2, writer.id);
    await post(a.id, "2030-06-05", "Editing", 1, editor.id);
    await post(b.id, "2030-06-04", "Writing", 3, writer.id);
    await post(b.id, "2030-06-12", "Editing", 4, writer.id);

    const team = teamAnalyticsSchema.parse((await counted("/api/analytics/team?today=2030-06-14&weeks=2", admin)).body);
    expect(team.weeks).toEqual(["2030-06-03", "2030-06-10"]);
    expect(team.people).toEqual([
      { user_id: writer.id, name: "Wren Writer", hours_by_week: [5, 4], total: 9 },
      { user_id: editor.id, name: "Eli Editor", hours_by_week: [1, 0], total: 1 },
    ]);
    // Writing lasted 2 days on project a and 8 on project b: median 5.
    expect(team.stage_medians.find((s) => s.stage === "Writing")).toEqual({
      stage: "Writing",
      median_days: 5,
      samples: 2,
    });
    expect(team.stage_medians.find((s) => s.stage === "Editing")?.samples).toBe(0);
  });

  it("counts a project's time in Book Started from its creation to its first move on", async () => {
    const started = await createProject(t.db, {
      createdBy: writer.id,
      currentStage: "Writing",
      createdAt: new Date("2031-02-03T09:00:00Z"),
    });
    await createProgressEntry(t.db, {
      projectId: started.id,
      userId: writer.id,
      date: "2031-02-07",
      currentStage: "Writing",
      hoursWorked: 1,
      createdAt: new Date("2031-02-07T10:00:00Z"),
    });
    const team = teamAnalyticsSchema.parse((await counted("/api/analytics/team?today=2031-02-10&weeks=2", admin)).body);
    expect(team.stage_medians.find((s) => s.stage === "Book Started")).toEqual({
      stage: "Book Started",
      median_days: 4,
      samples: 1,
    });
    const insights = projectInsightsSchema.parse(
      (await counted(`/api/projects/${started.id}/insights?today=2031-02-10`, writer)).body,
    );
    expect(insights.days_in_stage.find((r) => r.stage === "Book Started")?.days).toBe(4);
    expect(insights.days_in_stage.find((r) => r.stage === "Writing")?.days).toBe(3);
  });
});

describe("query counts do not grow with the data", () => {
  it("board, insights and team analytics", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Writing" });
    const paths = [
      "/api/board?today=2026-06-01",
      `/api/projects/${project.id}/insights?today=2026-06-01`,
      "/api/analytics/team?today=2026-06-01",
    ];
    const before = [];
    for (const path of paths) before.push((await counted(path, admin)).queries);
    for (let i = 0; i < 30; i++) {
      const p = await createProject(t.db, { createdBy: writer.id, currentStage: i % 2 ? "Editing" : "Typesetting" });
      await createProgressEntry(t.db, { projectId: p.id, userId: editor.id, date: "2026-05-20" });
      await createProgressEntry(t.db, {
        projectId: project.id,
        userId: i % 2 ? editor.id : writer.id,
        date: "2026-05-21",
      });
    }
    const after = [];
    for (const path of paths) after.push((await counted(path, admin)).queries);
    expect(after).toEqual(before);
  });
});
