import { beforeAll, describe, expect, it } from "vitest";
import { notificationListSchema } from "#shared/schemas/notifications";
import { createProject, createStage, projectInput } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let creator: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  editor = await t.signUp({ role: "Editor", name: "Eddie Editor" });
});

const inbox = async (as: TestUser) =>
  notificationListSchema.parse(await (await t.request("/api/notifications", { as })).json());

describe("notifications", () => {
  it("tells a user they were added to a project team, once", async () => {
    const before = (await inbox(editor)).items.length;
    const res = await t.request("/api/projects", {
      as: admin,
      body: projectInput({ title: "Team Book", assignments: [{ userId: editor.id, role: "Editor" }] }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const list = await inbox(editor);
    expect(list.items).toHaveLength(before + 1);
    expect(list.items[0]).toMatchObject({
      kind: "project_assigned",
      title: "You were added to “Team Book” as Editor",
      body: "By Ada Admin",
      link: `/platform/projects/${id}`,
      read: false,
    });
    // Keeping the same member in the team does not notify again.
    await t.request(`/api/projects/${id}/assignments`, {
      method: "PUT",
      as: admin,
      body: { assignments: [{ userId: editor.id, role: "Writer" }] },
    });
    expect((await inbox(editor)).items).toHaveLength(before + 1);
  });

  it("tells a user a stage was assigned to them, but not the actor assigning themselves", async () => {
    const project = await createProject(t.db, { createdBy: creator.id, title: "Stage Book" });
    const before = (await inbox(editor)).items.length;
    await t.request(`/api/projects/${project.id}/stages`, {
      as: creator,
      body: { stage_name: "Copy edit", status: "Not Started", assigned_user_id: editor.id },
    });
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Proofs" });
    await t.request(`/api/projects/${project.id}/stages/${stage.id}`, {
      method: "PUT",
      as: creator,
      body: { stage_name: "Proofs", status: "In Progress", assigned_user_id: editor.id },
    });
    const creatorBefore = (await inbox(creator)).items.length;
    await t.request(`/api/projects/${project.id}/stages`, {
      as: creator,
      body: { stage_name: "Own stage", status: "Not Started", assigned_user_id: creator.id },
    });
    const titles = (await inbox(editor)).items.slice(0, 2).map((n) => n.title);
    expect((await inbox(editor)).items).toHaveLength(before + 2);
    expect(titles).toEqual([
      "You were assigned stage “Proofs” of “Stage Book”",
      "You were assigned stage “Copy edit” of “Stage Book”",
    ]);
    expect((await inbox(creator)).items).toHaveLength(creatorBefore);
  });

  it("tells the creator about a comment by someone else, not about their own", async () => {
    const project = await createProject(t.db, { createdBy: creator.id, title: "Comment Book" });
    const before = (await inbox(creator)).items.length;
    await t.request(`/api/projects/${project.id}/comments`, { as: admin, body: { content: "Lovely opening." } });
    await t.request(`/api/projects/${project.id}/comments`, { as: creator, body: { content: "Thanks!" } });
    const list = await inbox(creator);
    expect(list.items).toHaveLength(before + 1);
    expect(list.items[0]).toMatchObject({
      kind: "comment_posted",
      title: "Ada Admin commented on “Comment Book”",
      body: "Lovely opening.",
    });
  });

  it("marks one and then all notifications read, and counts the unread", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    for (const content of ["one", "two", "three"]) {
      await t.request(`/api/projects/${project.id}/comments`, { as: admin, body: { content } });
    }
    const list = await inbox(creator);
    expect(list.unread).toBe(list.items.filter((n) => !n.read).length);
    expect(list.unread).toBeGreaterThanOrEqual(3);
    const first = list.items[0];
    expect((await t.request(`/api/notifications/${first.id}/read`, { method: "POST", as: creator })).status).toBe(200);
    const after = await inbox(creator);
    expect(after.unread).toBe(list.unread - 1);
    expect(after.items.find((n) => n.id === first.id)?.read).toBe(true);
    // Marking it again changes nothing.
    expect((await t.request(`/api/notifications/${first.id}/read`, { method: "POST", as: creator })).status).toBe(200);
    expect((await inbox(creator)).unread).toBe(after.unread);
    // Anything but { read: true } is refused and marks nothing.
    for (const body of [{ read: false }, {}, { read: "yes" }]) {
      const refused = await t.request("/api/notifications", { method: "PATCH", as: creator, body });
      expect(refused.status).toBe(400);
    }
    expect((await inbox(creator)).unread).toBe(after.unread);
    await t.request("/api/notifications", { method: "PATCH", as: creator, body: { read: true } });
    const all = await inbox(creator);
    expect(all.unread).toBe(0);
    expect(all.items.every((n) => n.read)).toBe(true);
  });
});
