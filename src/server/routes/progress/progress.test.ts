import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, projectDailyProgress, projects } from "#server/db/schema/index";
import { latestTodayAnywhere } from "#shared/dates";
import { addDaysToIsoDate } from "#shared/deadlines";
import { progressHistorySchema, progressUpdateResultSchema } from "#shared/schemas/progress";
import { STAGES } from "#shared/stages";
import { createProject } from "#tests/factories/projects";
import { sentenceOf } from "#tests/setup/activity-sentence";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let creator: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  outsider = await t.signUp({ role: "Editor", name: "Otto Outsider" });
});

const newProject = (stage: (typeof STAGES)[number] = "Book Started") =>
  createProject(t.db, { createdBy: creator.id, currentStage: stage });

const validBody = {
  current_stage: "Editing",
  accomplishments: ["Finished chapter 3", "Fixed the timeline"],
  challenges: ["Missing sources"],
  hours_worked: 2.75,
  date: "2026-03-14",
  help_required: "A second reader for chapter 3",
};

const post = (projectId: string, body: unknown, as: TestUser = creator) =>
  t.request(`/api/projects/${projectId}/progress`, { as, body });

// Written out rather than computed: index / 7 × 100, rounded.
const EXPECTED_PROGRESS: Record<(typeof STAGES)[number], number> = {
  "Book Started": 0,
  Writing: 14,
  Editing: 29,
  Illustration: 43,
  Typesetting: 57,
  Designing: 71,
  "Final Review": 86,
  Completed: 100,
};

describe("POST /api/projects/{id}/progress", () => {
  it.each(STAGES)("an update in %s sets that stage and its progress", async (stage) => {
    const project = await newProject(stage === "Book Started" ? "Writing" : "Book Started");
    const res = await post(project.id, { ...validBody, current_stage: stage, hours_worked: 1 });
    expect(res.status).toBe(201);
    const result = progressUpdateResultSchema.parse(await res.json());
    expect(result.project).toMatchObject({ current_stage: stage, progress: EXPECTED_PROGRESS[stage] });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect([row.currentStage, row.progress]).toEqual([stage, EXPECTED_PROGRESS[stage]]);
  });

  it("stores bullet lists, the hours and the author, and records the update and the stage move", async () => {
    const project = await newProject("Writing");
    const res = await post(project.id, validBody);
    const result = progressUpdateResultSchema.parse(await res.json());
    expect(result.stage_changed).toBe(true);
    expect(result.entry).toMatchObject({
      description: "• Finished chapter 3\n• Fixed the timeline",
      challenges: "• Missing sources",
      hours_worked: 2.75,
      date: "2026-03-14",
      current_stage: "Editing",
      help_required: "A second reader for chapter 3",
      user_id: creator.id,
      user_name: "Cora Creator",
    });
    // Stored as data: the verb and what was done, so the sentence names the author once.
    const activity = await t.db
      .select({ action: activityLog.action, details: activityLog.details, actorId: activityLog.actorId })
      .from(activityLog)
      .where(eq(activityLog.projectId, project.id))
      .orderBy(activityLog.createdAt);
    expect(activity).toEqual([
      {
        action: "progress_posted",
        actorId: creator.id,
        details: {
          date: "2026-03-14",
          stage: "Editing",
          hours: 2.75,
          summary: "Finished chapter 3; Fixed the timeline",
        },
      },
      {
        action: "stage_moved",
        actorId: creator.id,
        details: { from_stage: "Writing", to_stage: "Editing", progress: 29 },
      },
    ]);
    expect(await Promise.all(activity.map((entry) => sentenceOf(t.db, entry)))).toEqual([
      "Cora Creator posted a progress update for Mar 14, 2026 (Editing, 2.75 h): Finished chapter 3; Fixed the timeline",
      "Cora Creator moved the project from Writing to Editing (29%)",
    ]);
  });

  it("records no stage move when the stage stays, and accepts the quick update's shape", async () => {
    const project = await newProject("Editing");
    const res = await post(project.id, {
      current_stage: "Editing",
      accomplishments: ["Quick note"],
      hours_worked: 1.5,
      date: "2026-03-15",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).entry).toMatchObject({ description: "• Quick note", challenges: null });
    const actions = await t.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.projectId, project.id));
    expect(actions).toEqual([{ action: "progress_posted" }]);
  });

  it("answers 404 to a signed-in user who cannot see the project, and writes nothing", async () => {
    const project = await newProject("Writing");
    const res = await post(project.id, validBody, outsider);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
    expect(
      await t.db.select().from(projectDailyProgress).where(eq(projectDailyProgress.projectId, project.id)),
    ).toEqual([]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.currentStage).toBe("Writing");
  });

  it.each([
    [{ ...validBody, current_stage: undefined }, "current_stage", "Current stage is required"],
    [{ ...validBody, current_stage: "Printing" }, "current_stage", "Current stage is required"],
    [{ ...validBody, accomplishments: [] }, "accomplishments", "At least one accomplishment is required"],
    [{ ...validBody, accomplishments: undefined }, "accomplishments", "At least one accomplishment is required"],
    [{ ...validBody, accomplishments: ["ok", "  "] }, "accomplishments.1", "Accomplishment cannot be empty"],
    [{ ...validBody, challenges: [""] }, "challenges.0", "Challenge cannot be empty"],
    [{ ...validBody, hours_worked: 24.25 }, "hours_worked", "Hours worked cannot be more than 24"],
    [{ ...validBody, hours_worked: -1 }, "hours_worked", "Hours worked cannot be negative"],
    [{ ...validBody, hours_worked: 1.1 }, "hours_worked", "Hours worked must be in steps of 0.25"],
    [{ ...validBody, date: "14/03/2026" }, "date", "Must be a date in YYYY-MM-DD format"],
    [{ ...validBody, date: "" }, "date", "Please choose the date of the work"],
    [{ ...validBody, date: addDaysToIsoDate(latestTodayAnywhere(), 1) }, "date", "Date cannot be in the future"],
    [{ ...validBody, date: "2099-01-01" }, "date", "Date cannot be in the future"],
    [
      { ...validBody, help_required: "x".repeat(2001) },
      "help_required",
      "Help required must be at most 2,000 characters",
    ],
  ])("refuses %j with its message and writes nothing", async (body, field, message) => {
    const project = await newProject("Writing");
    const res = await post(project.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toEqual([message]);
    expect(
      await t.db.select().from(projectDailyProgress).where(eq(projectDailyProgress.projectId, project.id)),
    ).toEqual([]);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.projectId, project.id))).toEqual([]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect([row.currentStage, row.progress]).toEqual(["Writing", 14]);
  });

  it("accepts the latest day that is today anywhere, as an author far east of UTC may send", async () => {
    const project = await newProject("Writing");
    const res = await post(project.id, { ...validBody, date: latestTodayAnywhere() });
    expect(res.status).toBe(201);
  });

  it("rolls the entry and the stage move back when a later write in the transaction fails", async () => {
    const project = await newProject("Writing");
    // The last write (the stage-move activity entry) fails for this project only, as a constraint would.
    await t.db.execute(
      sql.raw(`
      create or replace function fail_stage_move() returns trigger language plpgsql as $$
      begin
        if new.action = 'stage_moved' and new.project_id = '${project.id}' then
          raise exception 'refused' using errcode = '23514';
        end if;
        return new;
      end $$;
      create trigger fail_stage_move before insert on activity_log for each row execute function fail_stage_move();
    `),
    );
    try {
      const res = await post(project.id, validBody);
      expect(res.status).toBe(400);
    } finally {
      await t.db.execute(sql.raw("drop trigger fail_stage_move on activity_log; drop function fail_stage_move();"));
    }
    expect(
      await t.db.select().from(projectDailyProgress).where(eq(projectDailyProgress.projectId, project.id)),
    ).toEqual([]);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.projectId, project.id))).toEqual([]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect([row.currentStage, row.progress]).toEqual(["Writing", 14]);
  });
});

describe("one person's day holds at most 24 hours", () => {
  const day = "2026-04-02";
  const hoursOn = async (user: TestUser, date: string) => {
    const result = await t.db.execute<{ total: number }>(
      sql`select coalesce(sum(hours_worked), 0)::float8 as total from project_daily_progress where user_id = ${user.id} and date = ${date}::date`,
    );
    return result.rows[0].total;
  };

  it("refuses a second update that takes the day past 24 hours, on any project, and writes nothing", async () => {
    const worker = await t.signUp({ role: "Writer", name: "Wren Worker" });
    const first = await createProject(t.db, { createdBy: worker.id, currentStage: "Writing" });
    const second = await createProject(t.db, { createdBy: worker.id, currentStage: "Writing" });
    expect((await post(first.id, { ...validBody, date: day, hours_worked: 20 }, worker)).status).toBe(201);

    const res = await post(second.id, { ...validBody, date: day, hours_worked: 4.25 }, worker);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toBe(
      "You have already logged 20 h on 2026-04-02. A day has at most 24 hours, so at most 4 h more can be added.",
    );
    expect(body.error.fields.hours_worked).toEqual([body.error.message]);
    expect(await t.db.select().from(projectDailyProgress).where(eq(projectDailyProgress.projectId, second.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(activityLog).where(eq(activityLog.projectId, second.id))).toEqual([]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, second.id));
    expect(row.currentStage).toBe("Writing");

    // Exactly 24 is a full day, not more; another person and another day are counted apart.
    expect((await post(second.id, { ...validBody, date: day, hours_worked: 4 }, worker)).status).toBe(201);
    expect((await post(second.id, { ...validBody, date: "2026-04-03", hours_worked: 8 }, worker)).status).toBe(201);
    expect((await post(second.id, { ...validBody, date: day, hours_worked: 8 }, admin)).status).toBe(201);
    expect(await hoursOn(worker, day)).toBe(24);
    // An update without hours still goes through on a full day.
    expect((await post(second.id, { ...validBody, date: day, hours_worked: null }, worker)).status).toBe(201);
  });

  it("lets only one of two concurrent updates through when together they pass 24 hours", async () => {
    const worker = await t.signUp({ role: "Writer", name: "Cass Concurrent" });
    const projectsOf = await Promise.all(
      [0, 1, 2, 3].map(() => createProject(t.db, { createdBy: worker.id, currentStage: "Writing" })),
    );
    const statuses = await Promise.all(
      projectsOf.map((project) => post(project.id, { ...validBody, date: day, hours_worked: 10 }, worker)),
    );
    expect(statuses.map((res) => res.status).sort()).toEqual([201, 201, 400, 400]);
    expect(await hoursOn(worker, day)).toBe(20);
  });
});

describe("GET /api/projects/{id}/progress", () => {
  it("lists newest first with author names, pages by cursor, and totals the whole history", async () => {
    const project = await newProject("Writing");
    await post(project.id, { ...validBody, accomplishments: ["one"], hours_worked: 1 });
    await post(project.id, { ...validBody, accomplishments: ["two"], hours_worked: 2.5 }, admin);
    await post(project.id, { ...validBody, accomplishments: ["three"], hours_worked: null });

    const first = progressHistorySchema.parse(
      await (await t.request(`/api/projects/${project.id}/progress?limit=2`, { as: creator })).json(),
    );
    expect(first.items.map((e) => [e.description, e.user_name])).toEqual([
      ["• three", "Cora Creator"],
      ["• two", "Ada Admin"],
    ]);
    expect(first.summary).toMatchObject({ entry_count: 3, total_hours: 3.5, contributor_count: 2 });
    expect(first.summary.latest_update).toBe(first.items[0].created_at);
    expect(first.nextCursor).not.toBeNull();

    const second = progressHistorySchema.parse(
      await (
        await t.request(`/api/projects/${project.id}/progress?limit=2&cursor=${first.nextCursor}`, { as: creator })
      ).json(),
    );
    expect(second.items.map((e) => e.description)).toEqual(["• one"]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 404 to someone who cannot see the project", async () => {
    const project = await newProject("Writing");
    expect((await t.request(`/api/projects/${project.id}/progress`, { as: outsider })).status).toBe(404);
  });

  it("refuses a malformed cursor with 400", async () => {
    const project = await newProject("Writing");
    const res = await t.request(`/api/projects/${project.id}/progress?cursor=nonsense`, { as: creator });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/projects/{id}/progress/exports", () => {
  it("records the export in the project's activity", async () => {
    const project = await newProject("Writing");
    const res = await t.request(`/api/projects/${project.id}/progress/exports`, {
      as: creator,
      body: { format: "txt" },
    });
    expect(res.status).toBe(201);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.projectId, project.id));
    expect(entry).toMatchObject({ action: "progress_exported", details: { format: "txt" } });
    expect(await sentenceOf(t.db, entry)).toBe("Cora Creator exported the progress report");
  });
});
