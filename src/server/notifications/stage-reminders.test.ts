import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/index";
import { createProject, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { runStageReminders } from "./stage-reminders";

let t: TestApp;
let creator: TestUser;
let assignee: TestUser;
const TODAY = "2030-06-15";

beforeAll(async () => {
  t = await createTestApp();
  await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  assignee = await t.signUp({ role: "Editor", name: "Ed Assignee" });
});

const remindersFor = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)))
    .then((rows) => rows.filter((r) => r.kind.startsWith("stage_")));

describe("stage reminders", () => {
  it("notifies each due-soon or overdue stage once, however often and concurrently the job runs", async () => {
    const project = await createProject(t.db, { createdBy: creator.id, title: "Reminder Book" });
    await createStage(t.db, {
      projectId: project.id,
      stageName: "Copy edit",
      assignedUserId: assignee.id,
      dueDate: "2030-06-05",
    });
    await createStage(t.db, { projectId: project.id, stageName: "Proofs", dueDate: "2030-06-20" });
    await createStage(t.db, { projectId: project.id, stageName: "Far away", dueDate: "2031-01-01" });
    await createStage(t.db, {
      projectId: project.id,
      stageName: "Done already",
      status: "Completed",
      dueDate: "2030-06-01",
    });

    const runs = await Promise.all([runStageReminders(t.db, TODAY), runStageReminders(t.db, TODAY)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await runStageReminders(t.db, TODAY)).toBe(0);

    const overdue = await remindersFor(assignee.id);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({
      kind: "stage_overdue",
      title: "Stage “Copy edit” is overdue",
      // The date as the app writes it elsewhere: no leading zero on the day.
      body: "Reminder Book — due Jun 5, 2030",
      link: `/platform/projects/${project.id}`,
    });
    // Without an assignee, the project's creator is reminded.
    const soon = await remindersFor(creator.id);
    expect(soon.map((n) => [n.kind, n.title])).toEqual([["stage_due_soon", "Stage “Proofs” is due soon"]]);

    // Once the due-soon stage passes its date, the overdue reminder follows, once.
    expect(await runStageReminders(t.db, "2030-06-21")).toBe(1);
    expect(await runStageReminders(t.db, "2030-06-22")).toBe(0);
    expect((await remindersFor(creator.id)).map((n) => n.kind).sort()).toEqual(["stage_due_soon", "stage_overdue"]);
  });

  it("never reminds about a Completed project", async () => {
    const done = await createProject(t.db, { createdBy: creator.id, currentStage: "Completed" });
    const watcher = await t.signUp({ role: "Typesetter" });
    await createStage(t.db, { projectId: done.id, assignedUserId: watcher.id, dueDate: "2030-06-01" });
    await runStageReminders(t.db, TODAY);
    expect(await remindersFor(watcher.id)).toEqual([]);
  });
});
