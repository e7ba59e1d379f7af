/**
 * A full disk while an upload is stored: every upload path (stage file, cover, avatar)
 * answers 507 with a fixed message and no system text, leaves no partial file and no
 * row, logs the cause at error level, keeps reads working, and stores again once there
 * is room. Postgres's own disk_full (53100) while recording the upload is the same 507.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stageFiles } from "#server/db/schema/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import type { BlobStorage } from "#server/storage/storage";
import { pdfOfSize, TINY_PDF } from "#tests/factories/files";
import { TINY_PNG } from "#tests/factories/images";
import { createProject, createStage } from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

const FULL_DISK_BODY = {
  error: {
    code: "insufficient_storage",
    message: "The server is out of storage space. Nothing was saved; try again later or ask an administrator.",
  },
};

/** An errno error exactly as node:fs throws it when the file system is full. */
function noSpaceError(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
}

/**
 * Real files under `root`; while `room` is a number, a put writes that many bytes of the
 * body in place and then fails with ENOSPC, as a disk that filled up mid-write does.
 */
function diskThatFills(root: string) {
  const disk = createLocalDiskStorage(root);
  const state = { room: null as number | null };
  const storage: BlobStorage = {
    ...disk,
    async put(key, body) {
      if (state.room === null) return disk.put(key, body);
      const target = path.join(root, key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const bytes = body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
      fs.writeFileSync(target, bytes.subarray(0, state.room));
      throw noSpaceError();
    },
  };
  return { storage, state };
}

let t: TestApp;
let creator: TestUser;
let filesDir: string;
let disk: ReturnType<typeof diskThatFills>;
let logged: string[];

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-full-");
  filesDir = path.join(dataDir, "files");
  disk = diskThatFills(filesDir);
  // LOG_LEVEL debug makes the test app log to stderr, where the lines are read back.
  t = await createTestApp({ DATA_DIR: dataDir, LOG_LEVEL: "debug" }, { storage: disk.storage });
  await t.signUp({ name: "First Admin" });
  creator = await t.signUp({ role: "Writer", name: "Cora Creator" });
});

afterEach(() => {
  disk.state.room = null;
  vi.restoreAllMocks();
});

function captureLog() {
  logged = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
}

const errorLines = () =>
  logged
    .flatMap((chunk) => chunk.split("\n"))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: string; msg: string; code?: string; error?: { causes?: unknown[] } })
    .filter((line) => line.level === "error");

/** Every file under the files root, temporary ones included. */
function allFiles(dir = filesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? allFiles(full) : [path.relative(filesDir, full)];
    })
    .sort();
}

describe("a full disk while storing an upload", () => {
  it("answers a stage file upload with 507, keeps nothing, logs the cause, and stores again once there is room", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Writing" });
    const uploadPath = `/api/projects/${project.id}/stages/${stage.id}/files`;
    const kept = await uploadFile(t, uploadPath, { as: creator, bytes: new Uint8Array(TINY_PDF), name: "kept.pdf" });
    expect(kept.status).toBe(201);
    const before = allFiles();

    disk.state.room = 64 * 1024;
    captureLog();
    const res = await uploadFile(t, uploadPath, {
      as: creator,
      bytes: new Uint8Array(pdfOfSize(3 * 1024 * 1024)),
      name: "big.pdf",
    });
    vi.restoreAllMocks();

    expect(res.status).toBe(507);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(FULL_DISK_BODY);
    expect(text).not.toMatch(/ENOSPC|no space left|write/i);
    expect(allFiles()).toEqual(before);
    const rows = await t.db.select().from(stageFiles).where(eq(stageFiles.stageId, stage.id));
    expect(rows.map((row) => row.fileName)).toEqual(["kept.pdf"]);
    const [line] = errorLines();
    expect(line).toMatchObject({ level: "error", code: "insufficient_storage" });
    expect(line.error?.causes).toContainEqual(expect.objectContaining({ code: "ENOSPC" }));

    // Reads keep working while the disk is full.
    expect((await t.request(`/api/projects/${project.id}/files`, { as: creator })).status).toBe(200);
    const download = await t.request(`/api/files/${rows[0].id}/download`, { as: creator });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(TINY_PDF);

    // Room again: the next upload is stored.
    disk.state.room = null;
    const again = await uploadFile(t, uploadPath, { as: creator, bytes: new Uint8Array(TINY_PDF), name: "big.pdf" });
    expect(again.status).toBe(201);
  });

  it("answers a cover upload with 507 and leaves the previous cover in place", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const coverPath = `/api/projects/${project.id}/cover`;
    expect((await uploadFile(t, coverPath, { as: creator, bytes: TINY_PNG, name: "a.png" })).status).toBe(200);
    const before = allFiles();

    disk.state.room = 16;
    captureLog();
    const res = await uploadFile(t, coverPath, { as: creator, bytes: TINY_PNG, name: "b.png" });
    vi.restoreAllMocks();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(FULL_DISK_BODY);
    expect(allFiles()).toEqual(before);
    expect(errorLines()).toHaveLength(1);
    expect((await t.request(coverPath, { as: creator })).status).toBe(200);
  });

  it("answers an avatar upload with 507 and keeps the account's picture unchanged", async () => {
    disk.state.room = 16;
    captureLog();
    const res = await uploadFile(t, "/api/account/avatar", { as: creator, bytes: TINY_PNG, name: "me.png" });
    vi.restoreAllMocks();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(FULL_DISK_BODY);
    expect(allFiles().filter((file) => file.startsWith("avatars"))).toEqual([]);
    expect(errorLines()).toHaveLength(1);
    const me = await (await t.request("/api/me", { as: creator })).json();
    expect(me.user.avatar_url).toBeNull();
  });

  it("answers 507 when Postgres cannot write the upload's row (disk_full), and removes the stored blob", async () => {
    const project = await createProject(t.db, { createdBy: creator.id });
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Editing" });
    // A real disk_full error raised by Postgres itself for this stage's inserts only.
    await t.db.execute(sql`
      create function refuse_for_full_disk() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full';
      end $$;
    `);
    await t.db.execute(
      sql.raw(`create trigger full_disk before insert on stage_files for each row
        when (new.stage_id = '${stage.id}') execute function refuse_for_full_disk()`),
    );
    const before = allFiles();
    captureLog();
    const res = await uploadFile(t, `/api/projects/${project.id}/stages/${stage.id}/files`, {
      as: creator,
      bytes: new Uint8Array(TINY_PDF),
      name: "draft.pdf",
    });
    vi.restoreAllMocks();
    await t.db.execute(sql`drop trigger full_disk on stage_files`);

    expect(res.status).toBe(507);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(FULL_DISK_BODY);
    expect(text).not.toMatch(/extend file|base\//);
    expect(allFiles()).toEqual(before);
    const [line] = errorLines();
    expect(line.error?.causes).toContainEqual(expect.objectContaining({ code: "53100" }));
  });
});
