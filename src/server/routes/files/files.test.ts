import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stageFiles } from "#server/db/schema/index";
import { type ActivityEvent, activitySentence } from "#shared/activity";
import {
  contentNotAsNamed,
  FILE_TOO_LARGE,
  INVALID_STAGE_FOR_UPLOAD,
  MAX_FILE_BYTES,
  STAGE_NOT_SAVED,
  UNSUPPORTED_FILE,
} from "#shared/files";
import { filePageSchema, type StageFile, stageFileSchemaOut } from "#shared/schemas/files";
import { HTML_PAGE, pdfOfSize, TINY_DOC, TINY_DOCX, TINY_PDF } from "#tests/factories/files";
import { TINY_GIF, TINY_JPEG, TINY_PNG } from "#tests/factories/images";
import { createAssignment, createProject, createStage } from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let creator: TestUser;
let member: TestUser;
let stageAssignee: TestUser;
let outsider: TestUser;
let target: TestUser;
let filesDir: string;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-files-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
  member = await t.signUp({ role: "Editor", name: "Mia Member" });
  stageAssignee = await t.signUp({ role: "Illustrator", name: "Sam Stage" });
  outsider = await t.signUp({ role: "Typesetter", name: "Olly Outsider" });
  target = await t.signUp({ role: "Editor", name: "Tara Target" });
});

/** A project by the creator with the member on its team, a stage assigned to the stage assignee, and a second stage. */
async function setup() {
  const project = await createProject(t.db, { createdBy: creator.id });
  await createAssignment(t.db, { projectId: project.id, userId: member.id, role: "Editor" });
  const stage = await createStage(t.db, {
    projectId: project.id,
    stageName: "Writing",
    assignedUserId: stageAssignee.id,
  });
  const illustration = await createStage(t.db, { projectId: project.id, stageName: "Illustration" });
  return { project, stage, illustration };
}

const uploadPath = (projectId: string, stageId: string) => `/api/projects/${projectId}/stages/${stageId}/files`;
const stageDir = (stageId: string) => path.join(filesDir, stageId);
const filesOnDisk = (stageId: string) => (fs.existsSync(stageDir(stageId)) ? fs.readdirSync(stageDir(stageId)) : []);
const rowsOf = (stageId: string) => t.db.select().from(stageFiles).where(eq(stageFiles.stageId, stageId));

async function upload(projectId: string, stageId: string, bytes: Buffer, name: string, as: TestUser = creator) {
  return uploadFile(t, uploadPath(projectId, stageId), { as, bytes: new Uint8Array(bytes), name });
}

async function uploaded(projectId: string, stageId: string, bytes: Buffer, name: string, as: TestUser = creator) {
  const res = await upload(projectId, stageId, bytes, name, as);
  expect(res.status, await res.clone().text()).toBe(201);
  return stageFileSchemaOut.parse(await res.json());
}

async function download(fileId: string, as: TestUser | null) {
  return t.request(`/api/files/${fileId}/download`, { as });
}

const history = async (projectId: string) =>
  (
    (await (await t.request(`/api/projects/${projectId}/activity`, { as: creator })).json()).items as ActivityEvent[]
  ).map((e) => `${e.action}: ${activitySentence(e)}`);

/** A multipart body sent as a stream, the way a browser sends a large file, optionally cut off mid-way. */
function streamedUpload(
  url: string,
  options: { as: TestUser; size: number; name: string; contentLength?: number; failAfter?: number },
) {
  const boundary = "----folio-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = pdfOfSize(options.size);
  const chunks = [
    head,
    ...Array.from({ length: Math.ceil(file.byteLength / 65536) }, (_, i) => file.subarray(i * 65536, (i + 1) * 65536)),
    tail,
  ];
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.failAfter !== undefined && pulled >= options.failAfter) {
        controller.error(new Error("client went away"));
        return;
      }
      const chunk = chunks.shift();
      if (!chunk) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    cookie: options.as.cookie,
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (options.contentLength !== undefined) headers["content-length"] = String(options.contentLength);
  const request = new Request(`http://127.0.0.1:3000${url}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  const connInfo = { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } };
  return { response: t.app.request(request, undefined, connInfo), pulled: () => pulled };
}

describe("upload to a saved stage", () => {
  it("streams a PDF to storage under {stageId}/{uuid}.pdf and records it with an activity entry", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, "Chapter One.pdf");
    expect(file).toMatchObject({
      project_id: project.id,
      stage_id: stage.id,
      stage_name: "Writing",
      file_name: "Chapter One.pdf",
      file_type: "application/pdf",
      size_bytes: TINY_PDF.byteLength,
      version: 1,
      uploaded_by: creator.id,
      uploaded_by_name: "Cora Creator",
      uploaded_by_role: "Writer",
    });
    const [row] = await rowsOf(stage.id);
    expect(row.filePath).toMatch(new RegExp(`^${stage.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(fs.readFileSync(path.join(filesDir, row.filePath))).toEqual(TINY_PDF);
    expect(await history(project.id)).toContain(
      `file_uploaded: Cora Creator uploaded “Chapter One.pdf” to stage “Writing”`,
    );
  });

  it.each([
    ["a.docx", TINY_DOCX, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a.doc", TINY_DOC, "application/msword"],
    ["a.JPEG", TINY_JPEG, "image/jpeg"],
    ["a.png", TINY_PNG, "image/png"],
  ])("accepts %s", async (name, bytes, type) => {
    const { project, stage } = await setup();
    expect((await uploaded(project.id, stage.id, bytes, name, member)).file_type).toBe(type);
  });

  it("makes the same name in the same stage the next version, keeps every version downloadable, and lists names in reading order", async () => {
    const { project, stage, illustration } = await setup();
    const first = await uploaded(project.id, stage.id, TINY_PDF, "draft.pdf");
    const secondBytes = pdfOfSize(2048);
    const second = await uploaded(project.id, stage.id, secondBytes, "draft.pdf", member);
    // Capitalised, it would sort before "draft.pdf" by bytes; people read it after.
    const other = await uploaded(project.id, stage.id, TINY_PDF, "Notes.pdf");
    const elsewhere = await uploaded(project.id, illustration.id, TINY_PDF, "draft.pdf");
    expect([first.version, second.version, other.version, elsewhere.version]).toEqual([1, 2, 1, 1]);

    expect(Buffer.from(await (await download(first.id, creator)).arrayBuffer())).toEqual(TINY_PDF);
    expect(Buffer.from(await (await download(second.id, creator)).arrayBuffer())).toEqual(secondBytes);
    expect(await history(project.id)).toContain(
      `file_version_uploaded: Mia Member uploaded version 2 of “draft.pdf” to stage “Writing”`,
    );

    const list = await (await t.request(`/api/projects/${project.id}/files`, { as: stageAssignee })).json();
    expect(
      list.items.map(
        (f: { file_name: string; version: number; stage_name: string }) =>
          `${f.stage_name}/${f.file_name}@${f.version}`,
      ),
    ).toEqual(["Writing/draft.pdf@2", "Writing/draft.pdf@1", "Writing/Notes.pdf@1", "Illustration/draft.pdf@1"]);
  });

  it("numbers concurrent uploads of one name without gaps or duplicates", async () => {
    const { project, stage } = await setup();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => upload(project.id, stage.id, TINY_PDF, "same.pdf")),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await rowsOf(stage.id)).map((r) => r.version).sort()).toEqual([1, 2, 3, 4]);
  });

  it("shares the new file with the user named in the upload", async () => {
    const { project, stage } = await setup();
    const form = new FormData();
    form.append("shared_with", target.id);
    form.append("file", new File([new Uint8Array(TINY_PDF)], "for-tara.pdf"));
    const res = await t.app.request(
      uploadPath(project.id, stage.id),
      { method: "POST", headers: { origin: TEST_ORIGIN, cookie: creator.cookie }, body: form },
      { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } },
    );
    expect(res.status).toBe(201);
    const file = stageFileSchemaOut.parse(await res.json());
    expect(file.shared_with).toBe(target.id);
    expect((await download(file.id, target)).status).toBe(200);
  });
});

describe("upload refusals", () => {
  it("refuses a Content-Length over 10 MB with 413 before reading the body", async () => {
    const { project, stage } = await setup();
    const size = 11 * 1024 * 1024;
    const sent = streamedUpload(uploadPath(project.id, stage.id), {
      as: creator,
      size,
      name: "big.pdf",
      contentLength: size + 300,
    });
    const res = await sent.response;
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(FILE_TOO_LARGE);
    // Nothing beyond what the transport had already queued was read.
    expect(sent.pulled()).toBeLessThan(1024 * 1024);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });

  it("cuts off a body without a length at 10 MB while streaming, leaving nothing", async () => {
    const { project, stage } = await setup();
    const sent = streamedUpload(uploadPath(project.id, stage.id), {
      as: creator,
      size: MAX_FILE_BYTES + 1,
      name: "big.pdf",
    });
    const res = await sent.response;
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(FILE_TOO_LARGE);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const { project, stage } = await setup();
    const sent = streamedUpload(uploadPath(project.id, stage.id), {
      as: creator,
      size: MAX_FILE_BYTES,
      name: "max.pdf",
    });
    const res = await sent.response;
    expect(res.status).toBe(201);
    expect((await res.json()).size_bytes).toBe(MAX_FILE_BYTES);
  });

  it.each([
    ["an HTML page renamed .png", HTML_PAGE, "page.png", contentNotAsNamed("page.png")],
    ["a PNG renamed .pdf", TINY_PNG, "image.pdf", contentNotAsNamed("image.pdf")],
    ["a GIF", TINY_GIF, "anim.gif", UNSUPPORTED_FILE],
    ["a file without an extension", TINY_PDF, "README", UNSUPPORTED_FILE],
    ["an empty PDF", Buffer.alloc(0), "empty.pdf", contentNotAsNamed("empty.pdf")],
  ])("refuses %s with 415, says why, and keeps nothing", async (_label, bytes, name, message) => {
    const { project, stage } = await setup();
    const res = await upload(project.id, stage.id, bytes, name);
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(message);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });

  it("names the type a renamed file's name claims", async () => {
    const { project, stage } = await setup();
    const res = await upload(project.id, stage.id, TINY_PNG, "chapter.pdf");
    expect((await res.json()).error.message).toBe(
      "This file's content is not a PDF, although its name ends in .pdf. Only PDF, Word (DOC, DOCX), JPG and PNG files can be uploaded.",
    );
  });

  it.each(["temp_abc123", "123", "not-a-uuid"])("refuses the unsaved stage id %j with 400", async (stageId) => {
    const { project } = await setup();
    const res = await upload(project.id, stageId, TINY_PDF, "a.pdf");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(INVALID_STAGE_FOR_UPLOAD);
  });

  it("refuses a stage that does not exist, or belongs to another project, with 404", async () => {
    const { project } = await setup();
    const other = await setup();
    for (const stageId of [crypto.randomUUID(), other.stage.id]) {
      const res = await upload(project.id, stageId, TINY_PDF, "a.pdf");
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(STAGE_NOT_SAVED);
    }
    expect(await rowsOf(other.stage.id)).toEqual([]);
  });

  it("answers 401 signed out, 404 to who cannot see the project and 403 to who may see but not edit it", async () => {
    const { project, stage } = await setup();
    const anonymous = await uploadFile(t, uploadPath(project.id, stage.id), {
      bytes: new Uint8Array(TINY_PDF),
      name: "a.pdf",
    });
    expect(anonymous.status).toBe(401);
    const hidden = await upload(project.id, stage.id, TINY_PDF, "a.pdf", outsider);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe("Project not found");
    const viewOnly = await upload(project.id, stage.id, TINY_PDF, "a.pdf", stageAssignee);
    expect(viewOnly.status).toBe(403);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });

  it("refuses a request without a file, and one that is not multipart, with 400", async () => {
    const { project, stage } = await setup();
    const form = new FormData();
    form.append("note", "no file here");
    const noFile = await t.app.request(
      uploadPath(project.id, stage.id),
      { method: "POST", headers: { origin: TEST_ORIGIN, cookie: creator.cookie }, body: form },
      { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } },
    );
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.message).toBe("Choose a file to upload");
    const json = await t.request(uploadPath(project.id, stage.id), { as: creator, body: { file: "x" } });
    expect(json.status).toBe(400);
  });

  it("leaves no row and no blob (not even a partial one) when the client aborts mid-upload", async () => {
    const { project, stage } = await setup();
    const sent = streamedUpload(uploadPath(project.id, stage.id), {
      as: creator,
      size: 4 * 1024 * 1024,
      name: "aborted.pdf",
      failAfter: 2 * 1024 * 1024,
    });
    const res = await sent.response;
    expect(res.status, await res.clone().text()).toBe(400);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });

  it("removes the stored object when the row cannot be written", async () => {
    const { project, stage } = await setup();
    const form = new FormData();
    form.append("shared_with", "no-such-user");
    form.append("file", new File([new Uint8Array(TINY_PDF)], "orphan.pdf"));
    const res = await t.app.request(
      uploadPath(project.id, stage.id),
      { method: "POST", headers: { origin: TEST_ORIGIN, cookie: creator.cookie }, body: form },
      { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } },
    );
    expect(res.status).toBe(400);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
  });
});

describe("download", () => {
  it("sends the bytes as an attachment with a safe name and nosniff", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, 'Résumé "final"; v2.pdf');
    const res = await download(file.id, creator);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ _final__ v2.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B%20v2.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(TINY_PDF);
  });

  it("serves an image as an attachment too, never inline", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PNG, "pic.png");
    const res = await download(file.id, admin);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
  });

  it("is for anyone who can see the project and the user the file is shared with, nobody else", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, "shared.pdf");
    for (const who of [admin, creator, member, stageAssignee]) expect((await download(file.id, who)).status).toBe(200);
    for (const who of [outsider, target]) expect((await download(file.id, who)).status).toBe(404);
    expect((await download(file.id, null)).status).toBe(401);
    expect((await download(crypto.randomUUID(), admin)).status).toBe(404);
    expect((await download("nope", admin)).status).toBe(404);

    const shared = await t.request(`/api/files/${file.id}/share`, {
      as: member,
      method: "PUT",
      body: { user_id: target.id },
    });
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ shared_with: target.id, shared_with_name: "Tara Target" });
    expect((await download(file.id, target)).status).toBe(200);
    expect((await download(file.id, outsider)).status).toBe(404);
    expect(await history(project.id)).toContain(`file_shared: Mia Member shared “shared.pdf” with Tara Target`);

    // Sharing it with someone else moves the share: the earlier target loses access.
    await t.request(`/api/files/${file.id}/share`, { as: creator, method: "PUT", body: { user_id: outsider.id } });
    expect((await download(file.id, outsider)).status).toBe(200);
    expect((await download(file.id, target)).status).toBe(404);
  });
});

describe("share a file", () => {
  it("needs the project's edit right, an existing user, and a user at all", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, "x.pdf");
    const share = (as: TestUser, body: unknown) =>
      t.request(`/api/files/${file.id}/share`, { as, method: "PUT", body });
    expect((await share(stageAssignee, { user_id: target.id })).status).toBe(403);
    expect((await share(outsider, { user_id: target.id })).status).toBe(404);
    const unknown = await share(creator, { user_id: "no-such-user" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe("This user does not exist");
    const empty = await share(creator, { user_id: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Please select a user to share with");
    expect((await rowsOf(stage.id))[0].sharedWith).toBeNull();
  });

  it("lists files shared with me, with the uploader's name and role", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, "for-me.pdf", member);
    await t.request(`/api/files/${file.id}/share`, { as: creator, method: "PUT", body: { user_id: target.id } });
    const mine = await (await t.request("/api/shared-files", { as: target })).json();
    expect(mine.items[0]).toMatchObject({
      id: file.id,
      file_name: "for-me.pdf",
      uploaded_by_name: "Mia Member",
      uploaded_by_role: "Editor",
      shared_with: target.id,
    });
    expect(mine.items[0].shared_at).toEqual(expect.any(String));
    const theirs = await (await t.request("/api/shared-files", { as: outsider })).json();
    expect(theirs.items.map((f: { id: string }) => f.id)).not.toContain(file.id);
  });
});

describe("document repository", () => {
  it("lists exactly the files the viewer may download, newest first, a keyset page at a time", async () => {
    const viewer = await t.signUp({ role: "Writer", name: "Rita Repository" });
    const mineProject = await createProject(t.db, { createdBy: viewer.id });
    const mineStage = await createStage(t.db, { projectId: mineProject.id, stageName: "Writing" });
    const { project, stage, illustration } = await setup();
    const a = await uploaded(mineProject.id, mineStage.id, TINY_PDF, "a.pdf", viewer);
    const hidden = await uploaded(project.id, stage.id, TINY_PDF, "hidden.pdf");
    const sharedOne = await uploaded(project.id, illustration.id, TINY_PDF, "sketch-notes.pdf");
    await t.request(`/api/files/${sharedOne.id}/share`, { as: creator, method: "PUT", body: { user_id: viewer.id } });
    const b = await uploaded(mineProject.id, mineStage.id, TINY_PNG, "b.png", viewer);

    const all = filePageSchema.parse(await (await t.request("/api/files?limit=100", { as: viewer })).json());
    expect(all.items.map((f) => f.id)).toEqual([b.id, sharedOne.id, a.id]);
    expect(all.items.map((f) => f.id)).not.toContain(hidden.id);
    // The shared file's project is not the viewer's to open: the page must not link to it.
    expect(all.items.map((f) => f.project_visible)).toEqual([true, false, true]);
    const sharedWithMe = await (await t.request("/api/shared-files", { as: viewer })).json();
    expect(sharedWithMe.items.map((f: StageFile) => [f.id, f.project_visible])).toEqual([[sharedOne.id, false]]);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=1&cursor=${cursor}` : "?limit=1";
      const page = filePageSchema.parse(await (await t.request(`/api/files${query}`, { as: viewer })).json());
      expect(page.items.length).toBeLessThanOrEqual(1);
      ids.push(...page.items.map((f) => f.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual([b.id, sharedOne.id, a.id]);

    // Illustrations: the Illustration stage and image files.
    const pictures = filePageSchema.parse(
      await (await t.request("/api/files?category=illustrations", { as: viewer })).json(),
    );
    expect(pictures.items.map((f) => f.id)).toEqual([b.id, sharedOne.id]);

    const adminView = filePageSchema.parse(await (await t.request("/api/files?limit=100", { as: admin })).json());
    expect(adminView.items.map((f) => f.id)).toEqual(expect.arrayContaining([a.id, b.id, hidden.id, sharedOne.id]));
    expect(adminView.items.every((f) => f.project_visible)).toBe(true);
  });

  it("finds files by part of the file's name or the project's title, any case, within what the viewer may see", async () => {
    const viewer = await t.signUp({ role: "Writer", name: "Sid Searcher" });
    const river = await createProject(t.db, { createdBy: viewer.id, title: "The River Song" });
    const riverStage = await createStage(t.db, { projectId: river.id, stageName: "Writing" });
    const other = await createProject(t.db, { createdBy: viewer.id, title: "Mountain Tales" });
    const otherStage = await createStage(t.db, { projectId: other.id, stageName: "Writing" });
    const draft = await uploaded(river.id, riverStage.id, TINY_PDF, "draft.pdf", viewer);
    const map = await uploaded(other.id, otherStage.id, TINY_PNG, "river-map.png", viewer);
    const notes = await uploaded(other.id, otherStage.id, TINY_PDF, "notes_100%.pdf", viewer);
    const { project, stage } = await setup();
    const hidden = await uploaded(project.id, stage.id, TINY_PDF, "river-secret.pdf");

    const search = async (q: string) =>
      filePageSchema
        .parse(await (await t.request(`/api/files?q=${encodeURIComponent(q)}`, { as: viewer })).json())
        .items.map((f) => f.id);
    expect(await search("RIVER")).toEqual([map.id, draft.id]);
    expect(await search("mountain")).toEqual([notes.id, map.id]);
    // % and _ are letters here, not wildcards.
    expect(await search("_100%")).toEqual([notes.id]);
    expect(await search("s_cret")).toEqual([]);
    expect(await search("river")).not.toContain(hidden.id);

    const tooLong = await t.request(`/api/files?q=${"x".repeat(101)}`, { as: viewer });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.q).toEqual(["Search at most 100 characters"]);
  });

  it("marks only the newest version of a file as the latest", async () => {
    const viewer = await t.signUp({ role: "Writer", name: "Vera Versions" });
    const book = await createProject(t.db, { createdBy: viewer.id, title: "Versioned" });
    const bookStage = await createStage(t.db, { projectId: book.id, stageName: "Writing" });
    const first = await uploaded(book.id, bookStage.id, TINY_PDF, "ms.pdf", viewer);
    const second = await uploaded(book.id, bookStage.id, TINY_PDF, "ms.pdf", viewer);
    const lone = await uploaded(book.id, bookStage.id, TINY_PDF, "other.pdf", viewer);
    const page = filePageSchema.parse(await (await t.request("/api/files?q=Versioned", { as: viewer })).json());
    expect(page.items.map((f) => [f.id, f.version, f.is_latest])).toEqual([
      [lone.id, 1, true],
      [second.id, 2, true],
      [first.id, 1, false],
    ]);
  });

  it("is for the five named roles: an account without a role gets 403", async () => {
    const nobody = await t.signUp({ name: "No Role" });
    expect((await t.request("/api/files", { as: nobody })).status).toBe(403);
    expect((await t.request("/api/files")).status).toBe(401);
    const bad = await t.request("/api/files?cursor=garbage", { as: creator });
    expect(bad.status).toBe(400);
    expect((await t.request("/api/files?category=music", { as: creator })).status).toBe(400);
  });

  it("stores comments per file for whoever may download it", async () => {
    const { project, stage } = await setup();
    const file = await uploaded(project.id, stage.id, TINY_PDF, "commented.pdf");
    const post = (as: TestUser, content: string) =>
      t.request(`/api/files/${file.id}/comments`, { as, body: { content } });
    const markup = "<b>Needs</b> a second look";
    expect((await post(member, markup)).status).toBe(201);
    expect((await post(stageAssignee, "Agreed")).status).toBe(201);
    expect((await post(outsider, "Let me in")).status).toBe(404);
    const empty = await post(member, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Comment cannot be empty");
    const list = await (await t.request(`/api/files/${file.id}/comments`, { as: creator })).json();
    expect(list.items.map((c: { author_name: string; content: string }) => `${c.author_name}: ${c.content}`)).toEqual([
      `Mia Member: ${markup}`,
      "Sam Stage: Agreed",
    ]);
    const page = filePageSchema.parse(await (await t.request("/api/files?limit=100", { as: admin })).json());
    expect(page.items.find((f) => f.id === file.id)?.comment_count).toBe(2);
  });
});

describe("cleanup", () => {
  it("deleting a stage removes its file rows and blobs", async () => {
    const { project, stage, illustration } = await setup();
    await uploaded(project.id, stage.id, TINY_PDF, "one.pdf");
    await uploaded(project.id, stage.id, TINY_PDF, "one.pdf");
    const kept = await uploaded(project.id, illustration.id, TINY_PNG, "kept.png");
    expect(filesOnDisk(stage.id)).toHaveLength(2);
    const res = await t.request(`/api/projects/${project.id}/stages/${stage.id}`, { as: creator, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
    expect((await download(kept.id, creator)).status).toBe(200);
  });

  it("deleting a project removes every file row and blob of its stages", async () => {
    const { project, stage, illustration } = await setup();
    await uploaded(project.id, stage.id, TINY_PDF, "a.pdf");
    await uploaded(project.id, illustration.id, TINY_PNG, "b.png");
    const res = await t.request(`/api/projects/${project.id}`, { as: creator, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await rowsOf(stage.id)).toEqual([]);
    expect(await rowsOf(illustration.id)).toEqual([]);
    expect(filesOnDisk(stage.id)).toEqual([]);
    expect(filesOnDisk(illustration.id)).toEqual([]);
  });
});
