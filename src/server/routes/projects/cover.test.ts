import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema/index";
import { TINY_GIF, TINY_JPEG, TINY_PNG } from "#tests/factories/images";
import { createProject } from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "#tests/setup/test-app";
import { MAX_COVER_BYTES } from "./cover.service";

let t: TestApp;
let creator: TestUser;
let filesDir: string;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-cover-");
  filesDir = path.join(dataDir, "files");
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
});

const coverPath = (id: string) => `/api/projects/${id}/cover`;
const storedKey = async (id: string) =>
  (await t.db.select({ key: projects.coverImage }).from(projects).where(eq(projects.id, id)))[0].key;
const storedFiles = () =>
  fs.existsSync(path.join(filesDir, "covers")) ? fs.readdirSync(path.join(filesDir, "covers")) : [];

describe("cover image", () => {
  it("stores a PNG under a random key and serves it back to the project's viewers", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const res = await uploadFile(t, coverPath(project.id), { as: creator, bytes: TINY_PNG, name: "My Cover.PNG" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cover_url: coverPath(project.id) });
    const key = await storedKey(project.id);
    expect(key).toMatch(/^covers\/[0-9a-f-]{36}\.png$/);

    const image = await t.request(coverPath(project.id), { as: creator });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);

    const etag = image.headers.get("etag")!;
    const again = await t.request(coverPath(project.id), { as: creator, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const detail = await (await t.request(`/api/projects/${project.id}`, { as: creator })).json();
    expect(detail.cover_url).toBe(coverPath(project.id));
  });

  it("accepts a JPG and replaces the previous cover, removing its blob", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    await uploadFile(t, coverPath(project.id), { as: creator, bytes: TINY_PNG, name: "a.png" });
    const first = await storedKey(project.id);
    const res = await uploadFile(t, coverPath(project.id), { as: creator, bytes: TINY_JPEG, name: "b.jpeg" });
    expect(res.status).toBe(200);
    const second = await storedKey(project.id);
    expect(second).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(filesDir, first!))).toBe(false);
    expect(fs.existsSync(path.join(filesDir, second!))).toBe(true);
    expect((await t.request(coverPath(project.id), { as: creator })).headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    ["a GIF", TINY_GIF, "cover.gif"],
    ["a GIF named .png", TINY_GIF, "cover.png"],
    ["a PNG named .gif", TINY_PNG, "cover.gif"],
    ["a JPEG named .png", TINY_JPEG, "cover.png"],
    ["a PDF", Buffer.from("%PDF-1.7\n"), "cover.pdf"],
    ["a file without an extension", TINY_PNG, "cover"],
  ])("refuses %s with 415 and stores nothing", async (_label, bytes, name) => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const before = storedFiles().length;
    const res = await uploadFile(t, coverPath(project.id), { as: creator, bytes, name });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: "unsupported_media_type",
      message: "The cover must be a PNG or JPG image.",
    });
    expect(await storedKey(project.id)).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it("refuses more than 10 MB with 413, streamed without a length or announced by Content-Length", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const big = Buffer.alloc(MAX_COVER_BYTES + 1);
    TINY_PNG.copy(big);
    const streamed = await uploadFile(t, coverPath(project.id), { as: creator, bytes: big, name: "big.png" });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe("payload_too_large");

    // Refused from the header alone, before any of the body is read.
    const announced = await t.app.request(
      coverPath(project.id),
      {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          cookie: creator.cookie,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(50 * 1024 * 1024),
        },
        body: "--x--",
      },
      { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } },
    );
    expect(announced.status).toBe(413);
    expect(await storedKey(project.id)).toBeNull();
  });

  it("accepts exactly 10 MB", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const max = Buffer.alloc(MAX_COVER_BYTES);
    TINY_PNG.copy(max);
    const res = await uploadFile(t, coverPath(project.id), { as: creator, bytes: max, name: "max.png" });
    expect(res.status).toBe(200);
  });

  it("answers 400 without a file field", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const res = await uploadFile(t, coverPath(project.id), {
      as: creator,
      bytes: TINY_PNG,
      name: "a.png",
      field: "image",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.file).toEqual(["Choose a PNG or JPG image to upload"]);
  });

  it("removes the cover and its blob; a project without one answers 404", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    await uploadFile(t, coverPath(project.id), { as: creator, bytes: TINY_PNG, name: "a.png" });
    const key = await storedKey(project.id);
    const res = await t.request(coverPath(project.id), { method: "DELETE", as: creator });
    expect(res.status).toBe(200);
    expect(fs.existsSync(path.join(filesDir, key!))).toBe(false);
    expect((await t.request(coverPath(project.id), { as: creator })).status).toBe(404);
    const detail = await (await t.request(`/api/projects/${project.id}`, { as: creator })).json();
    expect(detail.cover_url).toBeNull();
  });
});
