import { beforeAll, describe, expect, it } from "vitest";
import { boardSchema } from "#shared/schemas/board";
import { createAssignment, createProject, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  editor = await t.signUp({ role: "Editor", name: "Lerato Dube" });
});

async function cardOf(projectId: string) {
  const res = await t.request("/api/board?today=2030-01-01", { as: admin });
  expect(res.status).toBe(200);
  const board = boardSchema.parse(await res.json());
  return board.columns.flatMap((column) => column.items).find((card) => card.id === projectId);
}

describe("board cards", () => {
  it("name who has the book: the person on its current stage, with their team role", async () => {
    const project = await createProject(t.db, { createdBy: admin.id, currentStage: "Editing" });
    await createAssignment(t.db, { projectId: project.id, userId: editor.id, role: "Editor" });
    await createStage(t.db, { projectId: project.id, stageName: "Editing", assignedUserId: editor.id });
    expect((await cardOf(project.id))?.stage_assignee).toEqual({
      id: editor.id,
      full_name: "Lerato Dube",
      role: "Editor",
    });
  });

  it("say nobody when no one is on the current stage", async () => {
    const project = await createProject(t.db, { createdBy: admin.id, currentStage: "Designing" });
    expect((await cardOf(project.id))?.stage_assignee).toBeNull();
  });
});
