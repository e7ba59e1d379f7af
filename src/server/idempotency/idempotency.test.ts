import { and, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activityLog,
  fileComments,
  idempotentRequests,
  notifications,
  projectComments,
  projectDailyProgress,
  projectShares,
  projects,
} from "#server/db/schema/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { progressUpdateResultSchema } from "#shared/schemas/progress";
import { createStageFile } from "#tests/factories/files";
import { createProject, createShare, createStage, projectInput } from "#tests/factories/projects";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { forgetOldKeys } from "./index";

let t: TestApp;
let writer: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wren Writer" });
  editor = await t.signUp({ role: "Editor", name: "Eli Editor" });
});

const update = {
  current_stage: "Writing",
  accomplishments: ["Drafted chapter 4"],
  hours_worked: 2,
  date: "2026-03-14",
};

const sharedProject = async () => {
  const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
  // Shared with the editor, who comments on it; the writer, its creator, hears of each comment.
  await createShare(t.db, { projectId: project.id, sharedBy: writer.id, sharedWith: editor.id, status: "accepted" });
  return project;
};

const postProgress = (projectId: string, key: string | undefined, body: unknown = update, as = writer) =>
  t.request(`/api/projects/${projectId}/progress`, {
    as,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

const postComment = (projectId: string, key: string | undefined, content: string, as = editor) =>
  t.request(`/api/projects/${projectId}/comments`, {
    as,
    body: { content },
    headers: key ? { "idempotency-key": key } : {},
  });

const countWhere = async (table: typeof projectDailyProgress | typeof projectComments, projectId: string) =>
  (await t.db.select().from(table).where(eq(table.projectId, projectId))).length;

describe("a change sent again with its Idempotency-Key", () => {
  it("records a progress update once: the resend gets the first answer, marked as replayed", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    const first = await postProgress(project.id, "update-0001-abcdef");
    const again = await postProgress(project.id, "update-0001-abcdef");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = [
      progressUpdateResultSchema.parse(await first.json()),
      progressUpdateResultSchema.parse(await again.json()),
    ];
    expect(b).toEqual(a);
    expect(await countWhere(projectDailyProgress, project.id)).toBe(1);
    const history = await t.db.select().from(activityLog).where(eq(activityLog.projectId, project.id));
    // One update and one stage move, not two of each.
    expect(history.map((entry) => entry.action).sort()).toEqual(["progress_posted", "stage_moved"]);
  });

  it("records one update when two copies arrive at once", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    const answers = await Promise.all([
      postProgress(project.id, "race-key-0001"),
      postProgress(project.id, "race-key-0001"),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const ids = await Promise.all(
      answers.map(async (res) => progressUpdateResultSchema.parse(await res.json()).entry.id),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await countWhere(projectDailyProgress, project.id)).toBe(1);
  });

  it("posts a comment once, and notifies its project's creator once", async () => {
    const project = await sharedProject();
    const first = await postComment(project.id, "comment-key-0001", "Chapter 4 reads well.");
    const again = await postComment(project.id, "comment-key-0001", "Chapter 4 reads well.");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    expect(await countWhere(projectComments, project.id)).toBe(1);
    const heard = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, writer.id),
          eq(notifications.kind, "comment_posted"),
          like(notifications.link, `%${project.id}%`),
        ),
      );
    expect(heard).toHaveLength(1);
  });

  it("registers a project once: the resend answers the same project", async () => {
    const title = `Lost answer ${Date.now()}`;
    const register = () =>
      t.request("/api/projects", {
        as: writer,
        body: projectInput({ title }),
        headers: { "idempotency-key": "project-key-0001" },
      });
    const [first, again] = [await register(), await register()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = [(await first.json()) as { id: string }, (await again.json()) as { id: string }];
    expect(b.id).toBe(a.id);
    expect(await t.db.select().from(projects).where(eq(projects.title, title))).toHaveLength(1);
  });

  it("shares a project once: the resend answers the same version, and the recipient hears of it once", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    const share = () =>
      t.request(`/api/projects/${project.id}/shares`, {
        as: writer,
        body: { userId: editor.id, message: "Could you read chapter 4?" },
        headers: { "idempotency-key": "share-key-0001" },
      });
    const [first, again] = [await share(), await share()];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    // Sharing again on purpose bumps the version; the resend did not.
    const [row] = await t.db.select().from(projectShares).where(eq(projectShares.projectId, project.id));
    expect(row.version).toBe(1);
    const heard = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, editor.id), eq(notifications.kind, "project_shared")));
    expect(heard.filter((notice) => notice.title.includes(project.title))).toHaveLength(1);
  });

  it("posts a comment on a file once", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    const stage = await createStage(t.db, { projectId: project.id, assignedUserId: writer.id });
    const storage = createLocalDiskStorage(tempDirForFile("folio-idempotency-files-"));
    const file = await createStageFile(t.db, storage, {
      stageId: stage.id,
      fileName: "draft.pdf",
      uploadedBy: writer.id,
    });
    const comment = () =>
      t.request(`/api/files/${file.id}/comments`, {
        as: writer,
        body: { content: "Page 3 needs a new picture." },
        headers: { "idempotency-key": "file-comment-key-0001" },
      });
    const [first, again] = [await comment(), await comment()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.select().from(fileComments).where(eq(fileComments.fileId, file.id))).toHaveLength(1);
  });

  it("refuses a key sent again with another body with 422, and keeps the first change alone", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    expect((await postProgress(project.id, "reused-key-0001")).status).toBe(201);
    const other = await postProgress(project.id, "reused-key-0001", { ...update, hours_worked: 3 });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: {
        code: "idempotency_key_reused",
        message: "This Idempotency-Key was already used for a different change. Send this change with a new key.",
      },
    });
    // The same key on another project is another change too.
    const elsewhere = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    expect((await postProgress(elsewhere.id, "reused-key-0001")).status).toBe(422);
    expect(await countWhere(projectDailyProgress, project.id)).toBe(1);
    expect(await countWhere(projectDailyProgress, elsewhere.id)).toBe(0);
  });

  it("keeps each person's keys apart: another account's change with the same key is made", async () => {
    const project = await sharedProject();
    expect((await postComment(project.id, "shared-key-0001", "Looks good.", editor)).status).toBe(201);
    const mine = await postComment(project.id, "shared-key-0001", "Looks good.", writer);
    expect(mine.status).toBe(201);
    expect(mine.headers.get("idempotent-replayed")).toBeNull();
    expect(await countWhere(projectComments, project.id)).toBe(2);
  });

  it("keeps nothing for a change that failed, so its resend is tried afresh", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    const earlier = await postProgress(project.id, "failed-key-0001", {
      ...update,
      date: "2026-03-15",
      hours_worked: 20,
    });
    expect(earlier.status).toBe(201);
    const overDay = { ...update, date: "2026-03-15", hours_worked: 5 };
    expect((await postProgress(project.id, "failed-key-0002", overDay)).status).toBe(400);
    // The earlier update is gone, which leaves room in the day: the same key and body now go through.
    await t.db.delete(projectDailyProgress).where(eq(projectDailyProgress.projectId, project.id));
    const retried = await postProgress(project.id, "failed-key-0002", overDay);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("makes each change without a key, as before", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    await postProgress(project.id, undefined);
    await postProgress(project.id, undefined);
    expect(await countWhere(projectDailyProgress, project.id)).toBe(2);
  });

  it("forgets a key after a day, and keeps a newer one", async () => {
    const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
    await postComment(project.id, "old-key-00001", "Yesterday's note.", writer);
    await postComment(project.id, "new-key-00001", "Today's note.", writer);
    await t.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.key, "old-key-00001"));
    await forgetOldKeys(t.db);
    const kept = await t.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(like(idempotentRequests.key, "%-key-00001"));
    expect(kept).toEqual([{ key: "new-key-00001" }]);
  });

  it.each(["short", "has spaces in it", "x".repeat(65), "ünïcode-key-0001"])(
    "refuses the malformed key %j with 400 before changing anything",
    async (key) => {
      const project = await createProject(t.db, { createdBy: writer.id, currentStage: "Book Started" });
      const res = await postProgress(project.id, key);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("Idempotency-Key must be 8 to 64 letters, digits, '-' or '_'");
      expect(await countWhere(projectDailyProgress, project.id)).toBe(0);
    },
  );
});
