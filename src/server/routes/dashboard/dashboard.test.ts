import { addDays, format } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects, user } from "#server/db/schema/index";
import { activitySentence } from "#shared/activity";
import type { AdminDashboard, DashboardSummary } from "#shared/schemas/dashboard";
import { STAGES } from "#shared/stages";
import { createProgressEntry } from "#tests/factories/progress-entries";
import { createActivity, createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let other: TestUser;

const TODAY = "2031-05-10";
const day = (offset: number) => format(addDays(new Date(`${TODAY}T12:00:00Z`), offset), "yyyy-MM-dd");

async function summary(as: TestUser, today = TODAY): Promise<DashboardSummary> {
  const res = await t.request(`/api/dashboard?today=${today}`, { as });
  expect(res.status).toBe(200);
  return res.json();
}

async function adminView(today = TODAY): Promise<AdminDashboard> {
  const res = await t.request(`/api/dashboard/admin?today=${today}`, { as: admin });
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
  other = await t.signUp({ role: "Editor", name: "Olga Other" });
});

describe("an empty install", () => {
  it("answers every section empty, with zero counts", async () => {
    const view = await adminView();
    expect(view.metrics).toEqual({
      totalProjects: 0,
      teamMembers: 3,
      projectsDueSoon: 0,
      projectsOverdue: 0,
      overdueProjects: [],
      activeProjects: 0,
      todayProgressEntries: 0,
    });
    expect(view.todayActivity).toEqual([]);
    expect(view.projectsOverview).toEqual([]);
    const mine = await summary(writer);
    expect(mine.yourProjects).toEqual([]);
    expect(mine.pipeline).toEqual(STAGES.map((stage) => ({ stage, count: 0 })));
    expect(mine.assignment).toEqual({ stage: "Writing", count: 0 });
    const adminSummary = await summary(admin);
    expect(adminSummary.assignment).toBeNull();
  });
});

describe("the Admin panel", () => {
  it("counts projects, accounts, projects due in 30 days and today's entries by the client's today", async () => {
    const due = [
      await createProject(t.db, { createdBy: admin.id, currentStage: "Editing", deadline: day(0) }),
      await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", deadline: day(10) }),
      await createProject(t.db, { createdBy: admin.id, currentStage: "Designing", deadline: day(30) }),
    ];
    await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", deadline: day(31) });
    await createProject(t.db, { createdBy: admin.id, currentStage: "Completed", deadline: day(5) });
    const late = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", deadline: day(-1) });
    await createProject(t.db, { createdBy: admin.id, currentStage: "Completed", deadline: day(-9) });
    await createProject(t.db, { createdBy: admin.id, currentStage: "Book Started" });

    await createProgressEntry(t.db, { projectId: due[0].id, userId: writer.id, date: TODAY });
    await createProgressEntry(t.db, { projectId: due[1].id, userId: other.id, date: TODAY });
    await createProgressEntry(t.db, { projectId: due[1].id, userId: other.id, date: day(-1) });

    const view = await adminView();
    expect(view.metrics).toEqual({
      totalProjects: 8,
      teamMembers: 3,
      projectsDueSoon: due.length,
      // Overdue counts and is named; a Completed project past its deadline is never overdue.
      projectsOverdue: 1,
      overdueProjects: [{ id: late.id, title: late.title }],
      activeProjects: 6,
      todayProgressEntries: 2,
    });
    // Another viewer's "today" is another day.
    expect((await adminView(day(-1))).metrics.todayProgressEntries).toBe(1);
    // From the day before, the window gains the project due that day and loses the one due in 30 days.
    expect((await adminView(day(-1))).metrics.projectsDueSoon).toBe(3);
    expect((await adminView(day(-1))).metrics.projectsOverdue).toBe(0);
  });

  it("lists today's staff activity newest first with names joined, null for a deleted account", async () => {
    const gone = await t.signUp({ role: "Writer", name: "Gus Gone" });
    const project = await createProject(t.db, { createdBy: admin.id, title: "Salt and Tide" });
    const base = Date.parse(`${TODAY}T09:00:00Z`);
    await createProgressEntry(t.db, {
      projectId: project.id,
      userId: gone.id,
      date: TODAY,
      description: "• Early draft",
      createdAt: new Date(base),
    });
    await createProgressEntry(t.db, {
      projectId: project.id,
      userId: writer.id,
      date: TODAY,
      description: "• Later draft",
      hoursWorked: 1.5,
      createdAt: new Date(base + 60_000),
    });
    await t.db.delete(user).where(eq(user.id, gone.id));

    const { todayActivity, metrics } = await adminView();
    expect(metrics.teamMembers).toBe(3);
    const forProject = todayActivity.filter((a) => a.project_id === project.id);
    expect(forProject.map((a) => [a.description, a.user_name, a.project_title, a.hours_worked])).toEqual([
      ["• Later draft", "Wes Writer", "Salt and Tide", 1.5],
      ["• Early draft", null, "Salt and Tide", 2],
    ]);
    const times = todayActivity.map((a) => Date.parse(a.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows the 10 most recently updated projects, newest first, with the creator", async () => {
    const recent = [];
    for (let i = 0; i < 12; i++) {
      const p = await createProject(t.db, { createdBy: other.id, title: `Overview ${i}` });
      await t.db
        .update(projects)
        .set({ updatedAt: new Date(Date.now() + (i + 1) * 60_000) })
        .where(eq(projects.id, p.id));
      recent.push(p);
    }
    const { projectsOverview } = await adminView();
    expect(projectsOverview.map((p) => p.title)).toEqual(
      recent
        .map((p) => p.title)
        .reverse()
        .slice(0, 10),
    );
    expect(projectsOverview[0].creator_name).toBe("Olga Other");
  });

  it("keeps the per-stage counts exact through inserts, stage moves and deletes", async () => {
    const p = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing" });
    await t.db.update(projects).set({ currentStage: "Typesetting" }).where(eq(projects.id, p.id));
    await t.db.update(projects).set({ title: "Renamed only" }).where(eq(projects.id, p.id));
    const doomed = await createProject(t.db, { createdBy: admin.id, currentStage: "Final Review" });
    await t.db.delete(projects).where(eq(projects.id, doomed.id));

    const { rows } = await t.db.execute<{ current_stage: string; n: number }>(
      sql`select current_stage, count(*)::int as n from projects group by 1`,
    );
    const actual = Object.fromEntries(rows.map((r) => [r.current_stage, r.n]));
    const { pipeline } = await summary(admin);
    expect(pipeline).toEqual(STAGES.map((stage) => ({ stage, count: actual[stage] ?? 0 })));
    const { metrics } = await adminView();
    expect(metrics.totalProjects).toBe(rows.reduce((s, r) => s + r.n, 0));
  });

  it("refuses a missing or malformed today", async () => {
    for (const q of ["", "?today=", "?today=2031-02-30", "?today=yesterday"]) {
      const res = await t.request(`/api/dashboard/admin${q}`, { as: admin });
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.code).toBe("validation_failed");
    }
  });
});

describe("a Writer's dashboard", () => {
  let assigned: string[];
  let seen: string[];

  beforeAll(async () => {
    const onTeam = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", title: "Team book" });
    await createAssignment(t.db, { projectId: onTeam.id, userId: writer.id, role: "Writer" });
    const onStage = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing", deadline: day(3) });
    await createStage(t.db, { projectId: onStage.id, stageName: "Writing", assignedUserId: writer.id });
    // Visible but not assigned (created by me, or shared with me), or assigned but in another stage.
    const created = await createProject(t.db, { createdBy: writer.id, currentStage: "Writing", deadline: day(1) });
    const shared = await createProject(t.db, { createdBy: other.id, currentStage: "Writing" });
    await createShare(t.db, { projectId: shared.id, sharedWith: writer.id, status: "accepted" });
    const editing = await createProject(t.db, { createdBy: admin.id, currentStage: "Editing", deadline: day(2) });
    await createAssignment(t.db, { projectId: editing.id, userId: writer.id, role: "Writer" });
    // Neither visible nor assigned.
    const hidden = await createProject(t.db, { createdBy: other.id, currentStage: "Writing", deadline: day(1) });
    await createActivity(t.db, {
      projectId: hidden.id,
      actorId: other.id,
      action: "x",
      details: { text: "did hidden work" },
    });
    await createActivity(t.db, {
      projectId: onTeam.id,
      actorId: admin.id,
      action: "x",
      details: { text: "shared team news" },
    });

    assigned = [onTeam.id, onStage.id];
    seen = [onTeam.id, onStage.id, created.id, shared.id, editing.id];
  });

  it("counts only my projects in Writing where I am on the team or a stage assignee", async () => {
    const view = await summary(writer);
    expect(view.assignment).toEqual({ stage: "Writing", count: assigned.length });
  });

  it("and the list filtered by that stage and 'assigned to me' holds exactly those projects", async () => {
    const res = await t.request("/api/projects?stage=Writing&assigned=me&limit=100", { as: writer });
    const ids = (await res.json()).items.map((p: { id: string }) => p.id);
    expect(ids.sort()).toEqual([...assigned].sort());
  });

  it("shows only visible projects in every section", async () => {
    const view = await summary(writer);
    expect(view.pipeline.reduce((s, r) => s + r.count, 0)).toBe(seen.length);
    expect(view.pipeline.find((r) => r.stage === "Writing")?.count).toBe(4);
    expect(view.activeProjects).toBe(seen.length);
    expect(view.yourProjects.length).toBe(5);
    expect(view.yourProjects.every((p) => seen.includes(p.id))).toBe(true);
    expect(view.upcoming.map((p) => p.deadline)).toEqual([day(1), day(2), day(3)]);
    expect(view.recentActivity.map((a) => activitySentence(a))).toEqual(["Ada Admin shared team news"]);
    expect(view.recentActivity[0]).toMatchObject({ actor_name: "Ada Admin", project_title: "Team book" });
  });

  it("a role-less User gets the general sections and no role card", async () => {
    const nobody = await t.signUp({ name: "Uma User" });
    const view = await summary(nobody);
    expect(view.assignment).toBeNull();
    expect(view.yourProjects).toEqual([]);
    expect(view.recentActivity).toEqual([]);
  });
});

describe("Upcoming Projects and the books already late", () => {
  it("names my unfinished projects past their deadline, longest overdue first, apart from the upcoming ones", async () => {
    const late = await t.signUp({ role: "Illustrator", name: "Ivy Late" });
    const longest = await createProject(t.db, { createdBy: late.id, currentStage: "Illustration", deadline: day(-10) });
    const recent = await createProject(t.db, { createdBy: late.id, currentStage: "Editing", deadline: day(-1) });
    const dueToday = await createProject(t.db, { createdBy: late.id, currentStage: "Editing", deadline: day(0) });
    // Finished late is not overdue; nor is a late book I cannot see.
    await createProject(t.db, { createdBy: late.id, currentStage: "Completed", deadline: day(-5) });
    await createProject(t.db, { createdBy: other.id, currentStage: "Writing", deadline: day(-3) });

    const view = await summary(late);
    expect(view.overdue.map((p) => p.id)).toEqual([longest.id, recent.id]);
    expect(view.upcoming.map((p) => p.id)).toEqual([dueToday.id]);
  });
});
