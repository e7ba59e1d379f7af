import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProject, createStage, projectInput } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { NOT_STAFF_MESSAGE } from "./existing-users";

// A stage assignee or a team member may see the project, so only staff (an account with a role)
// may be placed there. A role-less 'User' is refused with 400 on the field, and nothing is written.

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let editor: TestUser;
let roleless: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "First Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wren Writer" });
  editor = await t.signUp({ role: "Editor", name: "Eddie Editor" });
  roleless = await t.signUp({ name: "Una Nobody" });
});

async function expectNotStaff(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  expect(body.error.message).toBe("Only staff members can be assigned to a stage or a project team.");
  expect(body.error.fields).toEqual({ [field]: [NOT_STAFF_MESSAGE] });
}

const seesProject = async (user: TestUser, projectId: string) =>
  (await t.request(`/api/projects/${projectId}`, { as: user })).status;

const stageAssignees = async (projectId: string) =>
  (
    await t.db.execute<{ assigned_user_id: string | null }>(
      sql`select assigned_user_id from project_stages where project_id = ${projectId} order by created_at`,
    )
  ).rows.map((row) => row.assigned_user_id);

describe("only staff may be assigned to a stage", () => {
  it("refuses a role-less User as a new stage's assignee, and adds no stage", async () => {
    const project = await createProject(t.db, { ...projectInput(), createdBy: writer.id });
    const res = await t.request(`/api/projects/${project.id}/stages`, {
      as: writer,
      body: { stage_name: "Proofs", status: "Not Started", assigned_user_id: roleless.id },
    });
    await expectNotStaff(res, "assigned_user_id");
    expect(await stageAssignees(project.id)).toEqual([]);
    expect(await seesProject(roleless, project.id)).toBe(404);
  });

  it("refuses a role-less User as a changed assignee, and keeps the stage as it was", async () => {
    const project = await createProject(t.db, { ...projectInput(), createdBy: writer.id });
    const stage = await createStage(t.db, { projectId: project.id, assignedUserId: editor.id });
    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: writer,
      body: { stage_name: stage.stageName, status: "Not Started", assigned_user_id: roleless.id },
    });
    await expectNotStaff(res, "assigned_user_id");
    expect(await stageAssignees(project.id)).toEqual([editor.id]);
    expect(await seesProject(roleless, project.id)).toBe(404);
  });

  it("refuses the whole project edit when one stage names a role-less User, writing none of it", async () => {
    const project = await createProject(t.db, { ...projectInput(), createdBy: writer.id });
    const res = await t.request(`/api/projects/${project.id}`, {
      method: "PUT",
      as: writer,
      body: {
        ...projectInput({ title: "A title that must not be saved" }),
        stages: [
          { stage_name: "Draft", status: "Not Started", assigned_user_id: editor.id },
          { stage_name: "Proofs", status: "Not Started", assigned_user_id: roleless.id },
        ],
      },
    });
    await expectNotStaff(res, "stages.1.assigned_user_id");
    expect(await stageAssignees(project.id)).toEqual([]);
    const title = await t.db.execute<{ title: string }>(sql`select title from projects where id = ${project.id}`);
    expect(title.rows[0].title).toBe(project.title);
  });

  it("still saves an edit that leaves an earlier role-less assignee where they were", async () => {
    const project = await createProject(t.db, { ...projectInput(), createdBy: writer.id });
    const stage = await createStage(t.db, { projectId: project.id, assignedUserId: roleless.id, stageName: "Old" });
    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: writer,
      body: { stage_name: "Old, renamed", status: "In Progress", assigned_user_id: roleless.id },
    });
    expect(res.status).toBe(200);
    expect(await stageAssignees(project.id)).toEqual([roleless.id]);
  });
});

describe("only staff may join a project team", () => {
  it("refuses a role-less User as a team member, and keeps the team", async () => {
    const project = await createProject(t.db, { ...projectInput(), createdBy: admin.id });
    const res = await t.request(`/api/projects/${project.id}/assignments`, {
      method: "PUT",
      as: admin,
      body: {
        assignments: [
          { userId: editor.id, role: "Editor" },
          { userId: roleless.id, role: "Writer" },
        ],
      },
    });
    await expectNotStaff(res, "assignments.1.userId");
    const team = await t.db.execute(sql`select user_id from project_assignments where project_id = ${project.id}`);
    expect(team.rows).toEqual([]);
    expect(await seesProject(roleless, project.id)).toBe(404);
  });

  it("refuses to register a project whose team names a role-less User, creating nothing", async () => {
    const title = `Never registered ${Date.now()}`;
    const res = await t.request("/api/projects", {
      as: admin,
      body: { ...projectInput({ title }), assignments: [{ userId: roleless.id, role: "Editor" }] },
    });
    await expectNotStaff(res, "assignments.0.userId");
    const rows = await t.db.execute(sql`select id from projects where title = ${title}`);
    expect(rows.rows).toEqual([]);
  });
});
