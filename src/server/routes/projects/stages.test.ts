import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projectStages, stageFiles } from "#server/db/schema/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { type ActivityEvent, activitySentence } from "#shared/activity";
import { stageSchemaOut } from "#shared/schemas/project";
import { createProject, createStage, projectInput } from "#tests/factories/projects";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let creator: TestUser;
let editor: TestUser;
let filesDir: string;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-stages-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  editor = await t.signUp({ role: "Editor", name: "Eddie Editor" });
});

const newProject = () => createProject(t.db, { ...projectInput(), createdBy: creator.id });
/** The project's history, each entry with the sentence people read. */
const history = async (projectId: string) =>
  (
    (await (await t.request(`/api/projects/${projectId}/activity`, { as: creator })).json()).items as ActivityEvent[]
  ).map((entry) => ({ action: entry.action, description: activitySentence(entry) }));

describe("POST /api/projects/{id}/stages", () => {
  it("adds a stage (an id in the body is ignored), records it and bumps the project", async () => {
    const project = await newProject();
    const res = await t.request(`/api/projects/${project.id}/stages`, {
      as: creator,
      body: { id: "temp_99", stage_name: "Stage 1", status: "Not Started", assigned_user_id: editor.id, comment: "" },
    });
    expect(res.status).toBe(201);
    const stage = stageSchemaOut.parse(await res.json());
    expect(stage).toMatchObject({
      project_id: project.id,
      stage_name: "Stage 1",
      status: "Not Started",
      assigned_user_id: editor.id,
      assignee_name: "Eddie Editor",
      comment: "",
      due_date: null,
    });
    expect(stage.id).not.toBe("temp_99");
    expect((await history(project.id))[0]).toEqual(
      expect.objectContaining({
        action: "stage_added",
        description: "Cora Creator added stage “Stage 1” (Not Started, assigned to Eddie Editor)",
      }),
    );
    const listed = await (await t.request(`/api/projects/${project.id}/stages`, { as: creator })).json();
    expect(listed.items.map((s: { id: string }) => s.id)).toEqual([stage.id]);
  });

  it.each([
    [{ stage_name: "", status: "Not Started" }, "stage_name", "Stage name is required"],
    [
      { stage_name: "Edit", status: "Finished" },
      "status",
      "Status must be Not Started, In Progress, Completed or On Hold",
    ],
    [
      { stage_name: "Edit", status: "Not Started", assigned_user_id: "nobody" },
      "assigned_user_id",
      "This user does not exist",
    ],
    [
      { stage_name: "Edit", status: "Not Started", due_date: "31/12/2030" },
      "due_date",
      "Must be a date in YYYY-MM-DD format",
    ],
  ])("refuses %j", async (body, field, message) => {
    const project = await newProject();
    const res = await t.request(`/api/projects/${project.id}/stages`, { as: creator, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toEqual([message]);
    expect(await t.db.select().from(projectStages).where(eq(projectStages.projectId, project.id))).toEqual([]);
  });
});

describe("PUT /api/projects/{id}/stages/{stageId}", () => {
  it("saves the stage and describes what changed", async () => {
    const project = await newProject();
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Draft", comment: "Outline agreed" });
    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: creator,
      body: { stage_name: "Draft", status: "In Progress", assigned_user_id: editor.id, due_date: "2030-04-01" },
    });
    expect(res.status).toBe(200);
    // A field left out keeps its saved value.
    expect(await res.json()).toMatchObject({
      status: "In Progress",
      comment: "Outline agreed",
      due_date: "2030-04-01",
    });
    expect((await history(project.id))[0].description).toBe(
      "Cora Creator updated stage “Draft”: status Not Started → In Progress, assigned to Eddie Editor, due 2030-04-01",
    );
  });

  it("clears the assignee and the comment with null or an empty assignee", async () => {
    const project = await newProject();
    const stage = await createStage(t.db, { projectId: project.id, assignedUserId: editor.id, comment: "x" });
    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: creator,
      body: { stage_name: stage.stageName, status: "Not Started", assigned_user_id: "", comment: null },
    });
    expect(await res.json()).toMatchObject({ assigned_user_id: null, assignee_name: null, comment: null });
  });

  it("writes no history entry when nothing changed", async () => {
    const project = await newProject();
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Same" });
    const before = (await history(project.id)).length;
    await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: creator,
      body: { stage_name: "Same", status: "Not Started" },
    });
    expect((await history(project.id)).length).toBe(before);
  });

  it("answers 404 for a stage of another project, an unknown stage or an id that is not a UUID", async () => {
    const project = await newProject();
    const other = await newProject();
    const foreign = await createStage(t.db, { projectId: other.id, stageName: "Theirs" });
    for (const stageId of [foreign.id, crypto.randomUUID(), "temp_123"]) {
      const res = await t.request(`/api/projects/${project.id}/stages/${stageId}`, {
        method: "PUT",
        as: creator,
        body: { stage_name: "Mine now", status: "Completed" },
      });
      expect(res.status).toBe(404);
    }
    const [unchanged] = await t.db.select().from(projectStages).where(eq(projectStages.id, foreign.id));
    expect(unchanged.stageName).toBe("Theirs");
  });
});

describe("DELETE /api/projects/{id}/stages/{stageId}", () => {
  it("deletes the stage, its file rows and their stored blobs", async () => {
    const storage = createLocalDiskStorage(filesDir);
    const project = await newProject();
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Illustration" });
    const keep = await createStage(t.db, { projectId: project.id, stageName: "Typesetting" });
    const keys = [`${stage.id}/${crypto.randomUUID()}.png`, `${stage.id}/${crypto.randomUUID()}.pdf`];
    const keptKey = `${keep.id}/${crypto.randomUUID()}.pdf`;
    for (const [key, stageId] of [...keys.map((k) => [k, stage.id]), [keptKey, keep.id]]) {
      await storage.put(key, new TextEncoder().encode(key));
      await t.db.insert(stageFiles).values({ stageId, fileName: path.basename(key), filePath: key, fileType: "x" });
    }

    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, { method: "DELETE", as: creator });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(projectStages).where(eq(projectStages.id, stage.id))).toEqual([]);
    expect(await t.db.select().from(stageFiles).where(eq(stageFiles.stageId, stage.id))).toEqual([]);
    for (const key of keys) expect(fs.existsSync(path.join(filesDir, key))).toBe(false);
    expect(fs.existsSync(path.join(filesDir, keptKey))).toBe(true);
    expect((await history(project.id))[0].description).toBe(
      "Cora Creator deleted stage “Illustration” and its 2 file(s)",
    );
    const again = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, { method: "DELETE", as: creator });
    expect(again.status).toBe(404);
  });
});
