import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activityLog,
  projectAssignments,
  projectComments,
  projectDailyProgress,
  projectShares,
  projectStages,
  projects,
  stageFiles,
} from "#server/db/schema/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { activitySentence } from "#shared/activity";
import { projectDetailSchema } from "#shared/schemas/project";
import { TINY_PNG } from "#tests/factories/images";
import {
  createAssignment,
  createComment,
  createProject,
  createShare,
  createStage,
  projectInput,
} from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import { sentenceOf } from "#tests/setup/activity-sentence";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let editor: TestUser;
let outsider: TestUser;
let filesDir: string;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-projects-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wanjiru Writer" });
  editor = await t.signUp({ role: "Editor", name: "Daniel Editor" });
  outsider = await t.signUp({ role: "Illustrator", name: "Olu Outsider" });
});

const post = (body: unknown, as: TestUser) => t.request("/api/projects", { body, as });
const put = (id: string, body: unknown, as: TestUser) => t.request(`/api/projects/${id}`, { method: "PUT", body, as });

async function expectFieldError(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.fields[field]).toContain(message);
}

describe("POST /api/projects (register)", () => {
  it("creates the project at 'Book Started' with progress 0, created by the caller", async () => {
    const res = await post(projectInput({ deadline: "2031-05-01" }), writer);
    expect(res.status).toBe(201);
    const project = projectDetailSchema.parse(await res.json());
    expect(project).toMatchObject({
      title: "Songs of the Harmattan",
      current_stage: "Book Started",
      progress: 0,
      created_by: writer.id,
      creator: { id: writer.id, full_name: "Wanjiru Writer", email: writer.email },
      deadline: "2031-05-01",
      cover_url: null,
      stages: [],
      assignments: [],
      stage_assignee: null,
    });
    const history = await (await t.request(`/api/projects/${project.id}/activity`, { as: writer })).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(["project_created"]);
  });

  it.each([
    ["title", "a", "Title must be at least 2 characters"],
    ["summary", "Too short", "Summary must be at least 10 characters"],
    ["subject", "M", "Subject must be at least 2 characters"],
    ["level", "", "Please specify the level"],
    ["objectives", [], "Please add at least one objective"],
    ["author", "K", "Author must be at least 2 characters"],
    ["genre", "P", "Genre must be at least 2 characters"],
  ])("refuses %s=%j with that field's own message", async (field, value, message) => {
    await expectFieldError(await post(projectInput({ [field]: value }), writer), field, message);
  });

  it("counts trimmed length, so whitespace does not pass the rules", async () => {
    await expectFieldError(
      await post(projectInput({ title: "  a  " }), writer),
      "title",
      "Title must be at least 2 characters",
    );
  });

  it("refuses a missing body or a body that is not JSON with a 4xx, never a 5xx", async () => {
    const none = await t.request("/api/projects", {
      method: "POST",
      as: writer,
      headers: { "content-type": "application/json" },
    });
    expect(none.status).toBe(400);
    const text = await t.request("/api/projects", {
      method: "POST",
      as: writer,
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it("ignores id, created_by, progress, current_stage and cover in the body (no mass assignment)", async () => {
    const forgedId = crypto.randomUUID();
    const res = await post(
      projectInput({
        id: forgedId,
        created_by: admin.id,
        createdBy: admin.id,
        progress: 100,
        current_stage: "Completed",
        currentStage: "Completed",
        cover_image: "covers/evil.png",
        coverImage: "covers/evil.png",
      }),
      writer,
    );
    expect(res.status).toBe(201);
    const project = await res.json();
    expect(project.id).not.toBe(forgedId);
    expect(project).toMatchObject({
      created_by: writer.id,
      progress: 0,
      current_stage: "Book Started",
      cover_url: null,
    });
  });

  it("lets an Admin register with a team, in one transaction", async () => {
    const res = await post(
      projectInput({
        assignments: [
          { userId: admin.id, role: "Writer" },
          { userId: editor.id, role: "Editor" },
        ],
      }),
      admin,
    );
    expect(res.status).toBe(201);
    const project = await res.json();
    expect(project.assignments.map((a: { user_id: string; role: string }) => [a.user_id, a.role])).toEqual([
      [admin.id, "Writer"],
      [editor.id, "Editor"],
    ]);
  });

  it("rolls the whole project back when a team row names a user who does not exist", async () => {
    const title = `Atomic ${crypto.randomUUID()}`;
    const res = await post(
      projectInput({
        title,
        assignments: [
          { userId: editor.id, role: "Editor" },
          { userId: "no-such-user", role: "Writer" },
        ],
      }),
      admin,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields["assignments.1.userId"]).toEqual(["This user does not exist"]);
    expect(await t.db.select().from(projects).where(eq(projects.title, title))).toEqual([]);
  });

  it("refuses a user chosen twice, and an unassignable role", async () => {
    await expectFieldError(
      await post(
        projectInput({
          assignments: [
            { userId: editor.id, role: "Editor" },
            { userId: editor.id, role: "Writer" },
          ],
        }),
        admin,
      ),
      "assignments",
      "A user can be chosen only once",
    );
    const admins = await post(projectInput({ assignments: [{ userId: editor.id, role: "Admin" }] }), admin);
    expect(admins.status).toBe(400);
  });

  it("refuses team rows from a non-admin with 403 and creates nothing", async () => {
    const title = `Team by writer ${crypto.randomUUID()}`;
    const res = await post(projectInput({ title, assignments: [{ userId: editor.id, role: "Editor" }] }), writer);
    expect(res.status).toBe(403);
    expect(await t.db.select().from(projects).where(eq(projects.title, title))).toEqual([]);
  });

  it("accepts an empty team list from anyone", async () => {
    expect((await post(projectInput({ assignments: [] }), writer)).status).toBe(201);
  });

  it("stores and returns a title with HTML verbatim, as JSON text", async () => {
    const title = "<img src=x onerror=alert(1)>";
    const res = await post(projectInput({ title, summary: "<script>alert('summary')</script> and more" }), writer);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const project = await res.json();
    expect(project.title).toBe(title);
    const detail = await (await t.request(`/api/projects/${project.id}`, { as: writer })).json();
    expect(detail.title).toBe(title);
    expect(detail.summary).toBe("<script>alert('summary')</script> and more");
    const list = await (await t.request(`/api/projects?q=${encodeURIComponent("onerror")}`, { as: writer })).json();
    expect(list.items.map((p: { title: string }) => p.title)).toContain(title);
  });
});

describe("GET /api/projects/{id}", () => {
  it("returns stages in the order they were added, the team, the creator and the current-stage assignee", async () => {
    const project = await createProject(t.db, {
      createdBy: writer.id,
      currentStage: "Editing",
      deadline: "2030-01-31",
    });
    const now = Date.now();
    await createStage(t.db, {
      projectId: project.id,
      stageName: "Editing",
      assignedUserId: editor.id,
      createdAt: new Date(now - 1000),
    });
    await createStage(t.db, {
      projectId: project.id,
      stageName: "Writing",
      status: "Completed",
      createdAt: new Date(now - 5000),
    });
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor" });
    const res = await t.request(`/api/projects/${project.id}`, { as: writer });
    expect(res.status).toBe(200);
    const detail = projectDetailSchema.parse(await res.json());
    expect(detail.stages.map((s) => s.stage_name)).toEqual(["Writing", "Editing"]);
    expect(detail.stages[1]).toMatchObject({
      assigned_user_id: editor.id,
      assignee_name: "Daniel Editor",
      status: "Not Started",
    });
    expect(detail.stage_assignee).toEqual({ id: editor.id, full_name: "Daniel Editor", role: "Editor" });
    expect(detail.assignments).toEqual([
      expect.objectContaining({ user_id: editor.id, role: "Editor", full_name: "Daniel Editor", email: editor.email }),
    ]);
    expect(detail.deadline).toBe("2030-01-31");
    expect(detail.objectives).toEqual(project.objectives);
  });

  it("answers exactly the schema's fields, with the abilities of the viewer asking", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, title: 'A "quoted" {braced} title' });
    await createShare(t.db, { projectId: project.id, sharedWith: editor.id, sharedBy: writer.id, status: "accepted" });
    const asCreator = await (await t.request(`/api/projects/${project.id}`, { as: writer })).json();
    const asRecipient = await (await t.request(`/api/projects/${project.id}`, { as: editor })).json();
    const edited = await (await put(project.id, projectInput({ title: "Renamed" }), writer)).json();
    for (const body of [asCreator, asRecipient, edited]) {
      expect(Object.keys(body).sort()).toEqual(Object.keys(projectDetailSchema.shape).sort());
      projectDetailSchema.parse(body);
    }
    expect(asCreator.title).toBe('A "quoted" {braced} title');
    expect(asCreator.abilities).toMatchObject({ view: true, edit: true, delete: true, share: true });
    expect(asRecipient.abilities).toMatchObject({
      view: true,
      edit: false,
      delete: false,
      share: false,
      comment: true,
    });
    expect(edited).toMatchObject({ title: "Renamed", abilities: asCreator.abilities });
  });
});

describe("PUT /api/projects/{id} (edit with stages)", () => {
  /** Saved with the same values projectInput() sends, so a test changes only what it is about. */
  const editable = () => createProject(t.db, { ...projectInput(), createdBy: writer.id });

  it("updates the fields, upserts stages in payload order and bumps updated_at", async () => {
    const project = await editable();
    const saved = await createStage(t.db, { projectId: project.id, stageName: "Draft", status: "Not Started" });
    const res = await put(
      project.id,
      projectInput({
        title: "Songs of the Harmattan (2nd edition)",
        author: "Kwame Asante",
        deadline: "2032-02-29",
        stages: [
          {
            id: saved.id,
            stage_name: "First draft",
            status: "In Progress",
            assigned_user_id: editor.id,
            comment: "Halfway",
          },
          { id: "temp_1712345", stage_name: "Stage 2", status: "Not Started", assigned_user_id: null, comment: "" },
          { stage_name: "Stage 3", status: "On Hold" },
          { id: crypto.randomUUID(), stage_name: "Stage 4", status: "Completed" },
        ],
      }),
      writer,
    );
    expect(res.status).toBe(200);
    const detail = projectDetailSchema.parse(await res.json());
    expect(detail.title).toBe("Songs of the Harmattan (2nd edition)");
    expect(detail.deadline).toBe("2032-02-29");
    expect(new Date(detail.updated_at).getTime()).toBeGreaterThan(project.updatedAt.getTime());
    expect(detail.stages.map((s) => [s.stage_name, s.status])).toEqual([
      ["First draft", "In Progress"],
      ["Stage 2", "Not Started"],
      ["Stage 3", "On Hold"],
      ["Stage 4", "Completed"],
    ]);
    expect(detail.stages[0]).toMatchObject({ id: saved.id, assigned_user_id: editor.id, comment: "Halfway" });
    expect(detail.stages[1].id).not.toContain("temp_");
    // Progress and stage are not form fields.
    expect(detail).toMatchObject({ progress: 0, current_stage: "Book Started", created_by: writer.id });

    const history = await (await t.request(`/api/projects/${project.id}/activity`, { as: writer })).json();
    const actions = history.items.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === "stage_added")).toHaveLength(3);
    expect(actions).toContain("stage_updated");
    expect(actions).toContain("project_updated");
    const edited = history.items.find((e: { action: string }) => e.action === "project_updated");
    expect(activitySentence(edited)).toBe("Wanjiru Writer edited the project details (title, deadline)");
  });

  it("uses the edit form's author message", async () => {
    const project = await editable();
    await expectFieldError(
      await put(project.id, projectInput({ author: "K" }), writer),
      "author",
      "Author name must be at least 2 characters",
    );
  });

  it("refuses a stage without a name with 'Stage name is required'", async () => {
    const project = await editable();
    await expectFieldError(
      await put(project.id, projectInput({ stages: [{ stage_name: "  ", status: "Not Started" }] }), writer),
      "stages.0.stage_name",
      "Stage name is required",
    );
  });

  it("refuses an unknown stage status and an assignee who does not exist", async () => {
    const project = await editable();
    const badStatus = await put(project.id, projectInput({ stages: [{ stage_name: "Edit", status: "Done" }] }), writer);
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error.fields["stages.0.status"]).toEqual([
      "Status must be Not Started, In Progress, Completed or On Hold",
    ]);
    const ghost = await put(
      project.id,
      projectInput({ stages: [{ stage_name: "Edit", status: "Not Started", assigned_user_id: "ghost" }] }),
      writer,
    );
    expect(ghost.status).toBe(400);
    expect((await ghost.json()).error.fields["stages.0.assigned_user_id"]).toEqual(["This user does not exist"]);
    expect(await t.db.select().from(projectStages).where(eq(projectStages.projectId, project.id))).toEqual([]);
  });

  it("refuses a stage id of another project and writes nothing, even for an Admin who may edit both", async () => {
    const mine = await editable();
    const other = await createProject(t.db, { createdBy: editor.id });
    const foreign = await createStage(t.db, { projectId: other.id, stageName: "Their stage", status: "In Progress" });
    const res = await put(
      mine.id,
      projectInput({
        title: "Should not be saved",
        stages: [
          { stage_name: "New stage", status: "Not Started" },
          { id: foreign.id, stage_name: "Hijacked", status: "Completed" },
        ],
      }),
      admin,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields["stages.1.id"]).toEqual(["This stage belongs to another project"]);

    const [after] = await t.db.select().from(projects).where(eq(projects.id, mine.id));
    expect(after.title).toBe(mine.title);
    expect(after.updatedAt).toEqual(mine.updatedAt);
    expect(await t.db.select().from(projectStages).where(eq(projectStages.projectId, mine.id))).toEqual([]);
    const [theirs] = await t.db.select().from(projectStages).where(eq(projectStages.id, foreign.id));
    expect(theirs).toMatchObject({ projectId: other.id, stageName: "Their stage", status: "In Progress" });
    const history = await t.db.select().from(activityLog).where(eq(activityLog.projectId, mine.id));
    expect(history).toEqual([]);
  });

  it("keeps a saved deadline when the field is left out, and clears it with null", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, deadline: "2030-06-30" });
    const kept = await (await put(project.id, projectInput(), writer)).json();
    expect(kept.deadline).toBe("2030-06-30");
    const cleared = await (await put(project.id, projectInput({ deadline: null }), writer)).json();
    expect(cleared.deadline).toBeNull();
  });

  it("lets an Admin change the team with the fields, in the same transaction", async () => {
    const project = await editable();
    await createAssignment(t.db, { projectId: project.id, userId: writer.id, role: "Writer" });
    const res = await put(
      project.id,
      projectInput({
        title: "Songs of the Harmattan, revised",
        assignments: [
          { userId: writer.id, role: "Writer" },
          { userId: editor.id, role: "Editor" },
        ],
      }),
      admin,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.title).toBe("Songs of the Harmattan, revised");
    expect(body.assignments.map((a: { user_id: string; role: string }) => [a.user_id, a.role])).toEqual([
      [writer.id, "Writer"],
      [editor.id, "Editor"],
    ]);
    const history = await (await t.request(`/api/projects/${project.id}/activity`, { as: admin })).json();
    expect(history.items.map((e: { action: string }) => e.action)).toContain("assignments_changed");
  });

  it("records no team change when the same team is sent again", async () => {
    const project = await editable();
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor" });
    const res = await put(project.id, projectInput({ assignments: [{ userId: editor.id, role: "Editor" }] }), admin);
    expect(res.status).toBe(200);
    const history = await (await t.request(`/api/projects/${project.id}/activity`, { as: admin })).json();
    expect(history.items.map((e: { action: string }) => e.action)).not.toContain("assignments_changed");
  });

  it("rolls the field edit back when a team row names a user who does not exist", async () => {
    const project = await editable();
    const res = await put(
      project.id,
      projectInput({ title: "Never saved", assignments: [{ userId: "no-such-user", role: "Writer" }] }),
      admin,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields["assignments.0.userId"]).toEqual(["This user does not exist"]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.title).toBe("Songs of the Harmattan");
  });

  it("refuses team rows from an editor who is not an Admin with 403 and changes nothing", async () => {
    const project = await editable();
    const res = await put(
      project.id,
      projectInput({ title: "Never saved", assignments: [{ userId: editor.id, role: "Editor" }] }),
      writer,
    );
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.title).toBe("Songs of the Harmattan");
    expect(await t.db.select().from(projectAssignments).where(eq(projectAssignments.projectId, project.id))).toEqual(
      [],
    );
  });

  it("answers 400 for an impossible deadline", async () => {
    const project = await editable();
    const res = await put(project.id, projectInput({ deadline: "2030-02-30" }), writer);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.deadline).toEqual(["Must be a date in YYYY-MM-DD format"]);
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("removes everything the project owns, and its stored files after commit", async () => {
    const storage = createLocalDiskStorage(filesDir);
    const project = await createProject(t.db, { createdBy: writer.id });
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Writing", assignedUserId: editor.id });
    const fileKey = `${stage.id}/${crypto.randomUUID()}.pdf`;
    await storage.put(fileKey, new TextEncoder().encode("%PDF-1.7 manuscript"));
    await t.db.insert(stageFiles).values({
      stageId: stage.id,
      fileName: "manuscript.pdf",
      filePath: fileKey,
      fileType: "application/pdf",
      uploadedBy: writer.id,
    });
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor" });
    await createShare(t.db, {
      projectId: project.id,
      sharedWith: outsider.id,
      sharedBy: writer.id,
      status: "accepted",
    });
    await createComment(t.db, { projectId: project.id, authorId: editor.id });
    await t.db.insert(projectDailyProgress).values({
      projectId: project.id,
      userId: writer.id,
      date: "2030-01-01",
      description: "Drafted chapter one",
      currentStage: "Writing",
    });
    const cover = await uploadFile(t, `/api/projects/${project.id}/cover`, {
      as: writer,
      bytes: TINY_PNG,
      name: "c.png",
    });
    expect(cover.status).toBe(200);
    const [{ coverImage }] = await t.db
      .select({ coverImage: projects.coverImage })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(fs.existsSync(path.join(filesDir, coverImage!))).toBe(true);

    // Another project's files must survive.
    const keep = await createProject(t.db, { createdBy: writer.id });
    const keepStage = await createStage(t.db, { projectId: keep.id });
    const keepKey = `${keepStage.id}/${crypto.randomUUID()}.pdf`;
    await storage.put(keepKey, new TextEncoder().encode("%PDF-1.7 keep"));

    const res = await t.request(`/api/projects/${project.id}`, { method: "DELETE", as: writer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const count = async (
      table:
        | typeof projectStages
        | typeof projectAssignments
        | typeof projectShares
        | typeof projectComments
        | typeof projectDailyProgress
        | typeof activityLog,
    ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.projectId, project.id)))[0].n;
    expect(await t.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    for (const table of [
      projectStages,
      projectAssignments,
      projectShares,
      projectComments,
      projectDailyProgress,
      activityLog,
    ]) {
      expect(await count(table)).toBe(0);
    }
    expect(await t.db.select().from(stageFiles).where(eq(stageFiles.stageId, stage.id))).toEqual([]);
    expect(fs.existsSync(path.join(filesDir, fileKey))).toBe(false);
    expect(fs.existsSync(path.join(filesDir, coverImage!))).toBe(false);
    expect(fs.existsSync(path.join(filesDir, keepKey))).toBe(true);

    // The audit trail keeps who deleted what.
    const deleted = await t.db.select().from(activityLog).where(eq(activityLog.action, "project_deleted"));
    const sentences = await Promise.all(deleted.map((e) => sentenceOf(t.db, e)));
    expect(sentences).toContain(`Wanjiru Writer deleted the project “${project.title}”`);
    expect((await t.request(`/api/projects/${project.id}`, { as: writer })).status).toBe(404);
  });

  it("answers 404 the second time", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    expect((await t.request(`/api/projects/${project.id}`, { method: "DELETE", as: admin })).status).toBe(200);
    expect((await t.request(`/api/projects/${project.id}`, { method: "DELETE", as: admin })).status).toBe(404);
  });
});

describe("PUT /api/projects/{id}/assignments", () => {
  it("replaces the team, keeps assigned_at for members who stay and records the change", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    const since = new Date("2024-01-01T00:00:00.000Z");
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor", assignedAt: since });
    await createAssignment(t.db, { projectId: project.id, userId: outsider.id, role: "Illustrator" });
    const res = await t.request(`/api/projects/${project.id}/assignments`, {
      method: "PUT",
      as: admin,
      body: {
        assignments: [
          { userId: editor.id, role: "Writer" },
          { userId: writer.id, role: "Typesetter" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items.map((a: { user_id: string; role: string }) => [a.user_id, a.role])).toEqual([
      [editor.id, "Writer"],
      [writer.id, "Typesetter"],
    ]);
    expect(items[0].assigned_at).toBe(since.toISOString());
    const rows = await t.db
      .select()
      .from(projectAssignments)
      .where(inArray(projectAssignments.userId, [outsider.id]));
    expect(rows.filter((r) => r.projectId === project.id)).toEqual([]);
    const history = await (await t.request(`/api/projects/${project.id}/activity`, { as: admin })).json();
    expect(history.items[0].action).toBe("assignments_changed");
    expect(activitySentence(history.items[0])).toBe(
      "Ada Admin set the project team: Daniel Editor (Writer), Wanjiru Writer (Typesetter)",
    );
  });

  it("clears the team with an empty list and refuses unknown users", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor" });
    const bad = await t.request(`/api/projects/${project.id}/assignments`, {
      method: "PUT",
      as: admin,
      body: { assignments: [{ userId: "ghost", role: "Editor" }] },
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.db.select().from(projectAssignments).where(eq(projectAssignments.projectId, project.id))).length,
    ).toBe(1);
    const cleared = await t.request(`/api/projects/${project.id}/assignments`, {
      method: "PUT",
      as: admin,
      body: { assignments: [] },
    });
    expect((await cleared.json()).items).toEqual([]);
  });
});
