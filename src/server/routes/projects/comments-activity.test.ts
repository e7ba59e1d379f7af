import { beforeAll, describe, expect, it } from "vitest";
import { type ActivityEvent, activitySentence } from "#shared/activity";
import { activityEntrySchema, commentSchemaOut } from "#shared/schemas/project";
import { createActivity, createComment, createProject, projectInput } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wanjiru Writer" });
  editor = await t.signUp({ role: "Editor", name: "Daniel Editor" });
});

describe("comments", () => {
  it("stores a comment exactly as typed and lists the thread oldest first with each author", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    await createComment(t.db, {
      projectId: project.id,
      authorId: editor.id,
      content: "First!",
      createdAt: new Date(Date.now() - 60_000),
    });
    const html = "<img src=x onerror=alert(1)> & <b>bold</b>";
    const res = await t.request(`/api/projects/${project.id}/comments`, { as: writer, body: { content: html } });
    expect(res.status).toBe(201);
    const posted = commentSchemaOut.parse(await res.json());
    expect(posted).toMatchObject({
      content: html,
      author: { id: writer.id, full_name: "Wanjiru Writer", avatar_url: null },
    });

    const { items } = await (await t.request(`/api/projects/${project.id}/comments`, { as: writer })).json();
    expect(items.map((c: { content: string }) => c.content)).toEqual(["First!", html]);
    expect(items[0].author.full_name).toBe("Daniel Editor");
  });

  it("keeps a comment whose author account is gone, without an author", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    await createComment(t.db, { projectId: project.id, authorId: null, content: "Orphaned" });
    const { items } = await (await t.request(`/api/projects/${project.id}/comments`, { as: writer })).json();
    expect(items[0]).toMatchObject({ content: "Orphaned", author: null });
  });

  it.each([
    [{ content: "   " }, "Comment cannot be empty"],
    [{ content: "x".repeat(5001) }, "Comment must be at most 5,000 characters"],
    [{}, undefined],
  ])("refuses %j with 400", async (body, message) => {
    const project = await createProject(t.db, { createdBy: writer.id });
    const res = await t.request(`/api/projects/${project.id}/comments`, { as: writer, body });
    expect(res.status).toBe(400);
    if (message) expect((await res.json()).error.fields.content).toEqual([message]);
  });
});

describe("Project History", () => {
  it("records each change, newest first, with who did it", async () => {
    const created = await (await t.request("/api/projects", { as: admin, body: projectInput() })).json();
    const id = created.id;
    await t.request(`/api/projects/${id}/assignments`, {
      method: "PUT",
      as: admin,
      body: { assignments: [{ userId: writer.id, role: "Writer" }] },
    });
    const stage = await (
      await t.request(`/api/projects/${id}/stages`, {
        as: writer,
        body: { stage_name: "Writing", status: "Not Started" },
      })
    ).json();
    await t.request(`/api/projects/${id}/stages/${stage.id}`, {
      method: "PUT",
      as: writer,
      body: { stage_name: "Writing", status: "In Progress" },
    });
    await t.request(`/api/projects/${id}`, { method: "PUT", as: writer, body: projectInput({ genre: "Verse novel" }) });
    await t.request(`/api/projects/${id}/comments`, { as: editor, body: { content: "Hi" } }); // 404: not on the team
    await t.request(`/api/projects/${id}/comments`, { as: writer, body: { content: "Chapter one is in." } });
    await t.request(`/api/projects/${id}/stages/${stage.id}`, { method: "DELETE", as: writer });

    const res = await t.request(`/api/projects/${id}/activity`, { as: writer });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    for (const item of items) activityEntrySchema.parse(item);
    expect(items.map((e: ActivityEvent) => [e.action, e.actor_name, activitySentence(e)])).toEqual([
      ["stage_deleted", "Wanjiru Writer", "Wanjiru Writer deleted stage “Writing”"],
      ["comment_posted", "Wanjiru Writer", "Wanjiru Writer commented: “Chapter one is in.”"],
      ["project_updated", "Wanjiru Writer", "Wanjiru Writer edited the project details (genre)"],
      ["stage_updated", "Wanjiru Writer", "Wanjiru Writer updated stage “Writing”: status Not Started → In Progress"],
      ["stage_added", "Wanjiru Writer", "Wanjiru Writer added stage “Writing” (Not Started)"],
      ["assignments_changed", "Ada Admin", "Ada Admin set the project team: Wanjiru Writer (Writer)"],
      ["project_created", "Ada Admin", "Ada Admin registered the project “Songs of the Harmattan”"],
    ]);
  });

  it("returns at most the newest 100 entries", async () => {
    const project = await createProject(t.db, { createdBy: writer.id });
    const start = Date.now() - 1_000_000;
    for (let i = 0; i < 105; i++) {
      await createActivity(t.db, {
        projectId: project.id,
        actorId: writer.id,
        action: "comment_posted",
        details: { text: `wrote entry ${i}` },
        createdAt: new Date(start + i * 1000),
      });
    }
    const { items } = await (await t.request(`/api/projects/${project.id}/activity`, { as: writer })).json();
    expect(items).toHaveLength(100);
    expect(activitySentence(items[0])).toBe("Wanjiru Writer wrote entry 104");
    expect(activitySentence(items[99])).toBe("Wanjiru Writer wrote entry 5");
  });
});
