import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, projectShares } from "#server/db/schema/index";
import { type ActivityEvent, activitySentence } from "#shared/activity";
import { projectShareListSchema } from "#shared/schemas/sharing";
import { createProject, createShare } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let creator: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  reader = await t.signUp({ role: "Editor", name: "Rita Reader" });
});

const newProject = () => createProject(t.db, { createdBy: creator.id });
const share = (projectId: string, body: unknown, as = creator) =>
  t.request(`/api/projects/${projectId}/shares`, { as, body });
const myShares = async (as: TestUser) =>
  projectShareListSchema.parse(await (await t.request("/api/shares", { as })).json()).items;
const answer = (shareId: string, status: string, as = reader) =>
  t.request(`/api/shares/${shareId}`, { method: "PATCH", as, body: { status } });
/** The project's history, each entry with the sentence people read. */
const history = async (projectId: string) =>
  (
    (await (await t.request(`/api/projects/${projectId}/activity`, { as: creator })).json()).items as ActivityEvent[]
  ).map((entry) => ({ action: entry.action, description: activitySentence(entry) }));

describe("sharing a project", () => {
  it("creates a pending share v1, answers the server's message and notifies the recipient", async () => {
    const project = await newProject();
    const res = await share(project.id, { userId: reader.id, message: "Please review chapter 2" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ message: "Project shared successfully", share: { version: 1, status: "pending" } });

    const listed = (await myShares(reader)).find((s) => s.project_id === project.id);
    expect(listed).toMatchObject({
      title: project.title,
      summary: project.summary,
      shared_by_name: "Cora Creator",
      version: 1,
      status: "pending",
      message: "Please review chapter 2",
    });
    expect(new Date(listed?.shared_at ?? "").getTime()).not.toBeNaN();
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.kind, "project_shared")));
    expect(note.title).toBe(`Cora Creator shared “${project.title}” with you`);
    expect((await history(project.id))[0]).toMatchObject({
      action: "project_shared",
      description: "Cora Creator shared the project with Rita Reader",
    });
  });

  it("sharing again with the same user bumps the version and sets status 'updated'", async () => {
    const project = await newProject();
    await share(project.id, { userId: reader.id });
    const again = await share(project.id, { userId: reader.id, message: "New draft" });
    expect((await again.json()).share).toMatchObject({ version: 2, status: "updated" });
    const third = await share(project.id, { userId: reader.id });
    expect((await third.json()).share).toMatchObject({ version: 3, status: "updated" });
    const rows = await t.db.select().from(projectShares).where(eq(projectShares.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect((await history(project.id))[0].description).toBe(
      "Cora Creator shared the project again with Rita Reader (version 3)",
    );
  });

  it.each([
    [{}, "Please select a user to share with"],
    [{ userId: "" }, "Please select a user to share with"],
    [{ userId: "nobody" }, "This user does not exist"],
    [{ userId: "x", message: "m".repeat(2001) }, "Message must be at most 2,000 characters"],
    [{ email: "not-an-address" }, "Please enter a valid email address"],
    [{ email: "nobody@example.test" }, "No account uses this email"],
    [{ userId: "x", email: "rita@example.test" }, "Name the recipient once: by user or by email"],
  ])("refuses %j with a clear 400", async (body, message) => {
    const project = await newProject();
    const res = await share(project.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("refuses sharing with yourself", async () => {
    const project = await newProject();
    const res = await share(project.id, { userId: creator.id });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("You cannot share a project with yourself");
    const byEmail = await share(project.id, { email: creator.email.toUpperCase() });
    expect(byEmail.status).toBe(400);
    expect((await byEmail.json()).error.fields).toEqual({ email: ["You cannot share a project with yourself"] });
  });

  it("a creator without a role, who cannot read the staff directory, shares by the colleague's email", async () => {
    const newcomer = await t.signUp({ name: "Nia Newcomer" });
    expect((await t.request("/api/users/directory", { as: newcomer })).status).toBe(403);
    const project = await createProject(t.db, { createdBy: newcomer.id });
    const res = await share(
      project.id,
      { email: `  ${reader.email.toUpperCase()} `, message: "Have a look" },
      newcomer,
    );
    expect(res.status).toBe(200);
    expect((await myShares(reader)).find((s) => s.project_id === project.id)).toMatchObject({
      shared_by_name: "Nia Newcomer",
      status: "pending",
      message: "Have a look",
    });
    const unknown = await share(project.id, { email: "nobody@example.test" }, newcomer);
    expect((await unknown.json()).error.fields).toEqual({ email: ["No account uses this email"] });
  });
});

describe("answering a share", () => {
  it("accept grants visibility of the project and records it", async () => {
    const project = await newProject();
    const { share: created } = await (await share(project.id, { userId: reader.id })).json();
    expect((await t.request(`/api/projects/${project.id}`, { as: reader })).status).toBe(404);

    const res = await answer(created.id, "accepted");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: created.id, project_id: project.id, status: "accepted" });
    expect((await t.request(`/api/projects/${project.id}`, { as: reader })).status).toBe(200);
    const list = await (await t.request("/api/projects?limit=100", { as: reader })).json();
    expect(list.items.map((p: { id: string }) => p.id)).toContain(project.id);
    expect((await myShares(reader)).find((s) => s.id === created.id)?.status).toBe("accepted");
    expect((await history(project.id))[0]).toMatchObject({
      action: "share_accepted",
      description: "Rita Reader accepted the shared project",
    });
  });

  it("reject hides the share from the recipient and grants nothing", async () => {
    const project = await newProject();
    const { share: created } = await (await share(project.id, { userId: reader.id })).json();
    const res = await answer(created.id, "rejected");
    expect(res.status).toBe(200);
    expect((await myShares(reader)).map((s) => s.id)).not.toContain(created.id);
    expect((await t.request(`/api/projects/${project.id}`, { as: reader })).status).toBe(404);
    expect((await history(project.id))[0].action).toBe("share_rejected");
    // Closed: it cannot be accepted afterwards...
    expect((await answer(created.id, "accepted")).status).toBe(409);
    // ...until the project is shared again, which brings it back as 'updated'.
    await share(project.id, { userId: reader.id });
    expect((await myShares(reader)).find((s) => s.id === created.id)).toMatchObject({ status: "updated", version: 2 });
  });

  it.each(["accepted", "rejected"])(
    "answering %s marks the share's notices read, and no other notice",
    async (status) => {
      const project = await newProject();
      const other = await newProject();
      const { share: created } = await (await share(project.id, { userId: reader.id })).json();
      await share(project.id, { userId: reader.id, message: "again" });
      await share(other.id, { userId: reader.id });
      const unreadTitles = async () =>
        (await t.db.select().from(notifications).where(eq(notifications.userId, reader.id)))
          .filter((note) => note.readAt === null)
          .map((note) => note.title);
      expect((await unreadTitles()).filter((title) => title.includes(`“${project.title}”`))).toHaveLength(2);

      expect((await answer(created.id, status)).status).toBe(200);
      const unread = await unreadTitles();
      expect(unread.filter((title) => title.includes(`“${project.title}”`))).toEqual([]);
      expect(unread).toContain(`Cora Creator shared “${other.title}” with you`);
    },
  );

  it("an accepted share shared again becomes 'updated' and can be accepted again", async () => {
    const project = await newProject();
    const { share: created } = await (await share(project.id, { userId: reader.id })).json();
    await answer(created.id, "accepted");
    await share(project.id, { userId: reader.id, message: "v2" });
    expect((await myShares(reader)).find((s) => s.id === created.id)).toMatchObject({ status: "updated", version: 2 });
    expect((await answer(created.id, "accepted")).status).toBe(200);
    expect((await t.request(`/api/projects/${project.id}`, { as: reader })).status).toBe(200);
  });

  it("only the recipient may answer; anyone else gets the same 404 as an unknown share", async () => {
    const project = await newProject();
    const row = await createShare(t.db, { projectId: project.id, sharedWith: reader.id, sharedBy: creator.id });
    const byOther = await answer(row.id, "accepted", creator);
    const unknown = await answer(crypto.randomUUID(), "accepted", creator);
    expect(byOther.status).toBe(404);
    expect(await byOther.json()).toEqual(await unknown.json());
    expect((await answer("not-a-uuid", "accepted")).status).toBe(404);
    const bad = await answer(row.id, "updated");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Status must be accepted or rejected");
  });
});
