/**
 * The dashboard endpoints send the same number of statements whatever the data:
 * counted at small data and again after many more projects, assignments, progress
 * entries (today's included) and activity entries, for an Admin and for a Writer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  activityLog,
  projectAssignments,
  projectDailyProgress,
  projectStages,
  projects,
} from "#server/db/schema/index";
import { createProgressEntry } from "#tests/factories/progress-entries";
import { createActivity, createAssignment, createProject, projectValues } from "#tests/factories/projects";
import { installQueryCounter } from "#tests/setup/query-counter";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const TODAY = "2031-05-10";
let t: TestApp;
let admin: TestUser;
let writer: TestUser;

const countQueries = installQueryCounter(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
  const p = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", deadline: "2031-05-20" });
  await createAssignment(t.db, { projectId: p.id, userId: writer.id, role: "Writer" });
  await createProgressEntry(t.db, { projectId: p.id, userId: writer.id, date: TODAY });
  await createActivity(t.db, { projectId: p.id, actorId: writer.id, action: "x", details: { text: "posted" } });
});

const cases = () =>
  [
    [`/api/dashboard?today=${TODAY}`, admin],
    [`/api/dashboard?today=${TODAY}`, writer],
    [`/api/dashboard/admin?today=${TODAY}`, admin],
  ] as const;

/** Eighty more projects with their team rows, progress and activity, written a table at a time. */
async function grow() {
  const stages = ["Writing", "Editing", "Completed"] as const;
  const grown = await t.db
    .insert(projects)
    .values(
      Array.from({ length: 80 }, (_, i) =>
        projectValues({ createdBy: admin.id, currentStage: stages[i % 3], deadline: `2031-05-${10 + (i % 19)}` }),
      ),
    )
    .returning({ id: projects.id, currentStage: projects.currentStage });
  await t.db
    .insert(projectAssignments)
    .values(
      grown.filter((_, i) => i % 2 === 0).map((p) => ({ projectId: p.id, userId: writer.id, role: "Writer" as const })),
    );
  await t.db
    .insert(projectStages)
    .values(
      grown
        .filter((_, i) => i % 2 === 1)
        .map((p) => ({ projectId: p.id, stageName: p.currentStage, assignedUserId: writer.id })),
    );
  const entry = { description: "• Revised chapter two", currentStage: "Writing" as const, hoursWorked: 2 };
  await t.db
    .insert(projectDailyProgress)
    .values([
      ...grown.map((p) => ({ ...entry, projectId: p.id, userId: writer.id, date: TODAY })),
      ...grown.map((p) => ({ ...entry, projectId: p.id, userId: admin.id, date: "2031-05-09" })),
    ]);
  await t.db.insert(activityLog).values(
    grown.map((p, i) => ({
      projectId: p.id,
      actorId: writer.id,
      action: "x",
      details: { text: `wrote entry ${i}` },
    })),
  );
}

describe("dashboard queries per request", () => {
  it("stay the same from small to larger data", async () => {
    const before = [];
    for (const [path, as] of cases()) before.push((await countQueries(path, as)).queries);
    await grow();
    const after = [];
    for (const [path, as] of cases()) after.push((await countQueries(path, as)).queries);
    expect(after).toEqual(before);
    // Besides the session (counted apart): the role lookup and ONE statement for all the sections.
    for (const count of after) expect(count).toBeLessThanOrEqual(3);
  });

  it("while the answers really grew (so the comparison above means something)", async () => {
    const { body: adminView } = await countQueries(`/api/dashboard/admin?today=${TODAY}`, admin);
    expect(adminView.metrics.totalProjects).toBe(81);
    expect(adminView.metrics.todayProgressEntries).toBe(81);
    expect(adminView.todayActivity.length).toBe(50);
    const { body: mine } = await countQueries(`/api/dashboard?today=${TODAY}`, writer);
    expect(mine.assignment.count).toBe(1 + 27);
    expect(mine.recentActivity.length).toBe(10);
  });
});
