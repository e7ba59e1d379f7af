/**
 * The start-up sweep of local file storage against a real database: what a crash left
 * (temporary `.part` files, blobs no row references) goes, and nothing that a row uses or
 * that an upload in progress may still use is touched.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/client";
import { projects, user } from "#server/db/schema/index";
import type { Logger } from "#server/lib/logger";
import { createStageFile } from "#tests/factories/files";
import { TINY_JPEG, TINY_PNG } from "#tests/factories/images";
import { createProject, createStage } from "#tests/factories/projects";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp } from "#tests/setup/test-app";
import { createLocalDiskStorage } from "./local-disk";
import { type BlobStorage, newBlobKey } from "./storage";
import { LONGEST_UPLOAD_MS, sweepOrphans } from "./sweep-orphans";

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let root: string;
let storage: BlobStorage;

beforeAll(async () => {
  const dataDir = tempDirForFile("folio-sweep-");
  root = path.join(dataDir, "files");
  storage = createLocalDiskStorage(root);
  t = await createTestApp({ DATA_DIR: dataDir });
});

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; extra?: Record<string, unknown> }> = [];
  const at =
    (level: string) =>
    (msg: string, extra?: Record<string, unknown>): void => {
      lines.push({ level, msg, extra });
    };
  const logger: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}

/** Sets a file's modification time, as if it had been written `ageMs` ago. */
function age(key: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(root, key), when, when);
}

/** A temporary file as local-disk's put leaves it when the process dies mid-write. */
function partFile(key: string, bytes: number, ageMs: number): string {
  const name = `${key}.${crypto.randomBytes(6).toString("hex")}.part`;
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), Buffer.alloc(bytes, 1));
  age(name, ageMs);
  return name;
}

const exists = (key: string) => fs.existsSync(path.join(root, key));

describe("the start-up sweep of local file storage", () => {
  it("removes a stale .part file and an old unreferenced blob, and keeps referenced, fresh and foreign files", async () => {
    const owner = await t.signUp({ role: "Writer" });
    const project = await createProject(t.db, { createdBy: owner.id });
    const stage = await createStage(t.db, { projectId: project.id, stageName: "Writing" });

    // Referenced, all older than the longest upload: a stage file, a second version, a cover, an avatar.
    const v1 = await createStageFile(t.db, storage, { stageId: stage.id, fileName: "a.pdf", uploadedBy: owner.id });
    const v2 = await createStageFile(t.db, storage, {
      stageId: stage.id,
      fileName: "a.pdf",
      version: 2,
      uploadedBy: owner.id,
    });
    const cover = newBlobKey("covers", "png");
    await storage.put(cover, TINY_PNG);
    await t.db.update(projects).set({ coverImage: cover }).where(eq(projects.id, project.id));
    const avatar = newBlobKey("avatars", "jpg");
    await storage.put(avatar, TINY_JPEG);
    await t.db
      .update(user)
      .set({ image: `/api/avatars/${avatar.slice("avatars/".length)}` })
      .where(eq(user.id, owner.id));
    for (const key of [v1.filePath, v2.filePath, cover, avatar]) age(key, 2 * HOUR);

    // Unreferenced: old ones are orphans, a fresh one may be an upload whose row is not committed yet.
    const orphanFile = newBlobKey(stage.id, "pdf");
    const orphanCover = newBlobKey("covers", "jpg");
    const orphanAvatar = newBlobKey("avatars", "png");
    for (const key of [orphanFile, orphanCover, orphanAvatar]) {
      await storage.put(key, TINY_PNG);
      age(key, LONGEST_UPLOAD_MS + 60_000);
    }
    const fresh = newBlobKey(stage.id, "pdf");
    await storage.put(fresh, TINY_PNG);
    age(fresh, LONGEST_UPLOAD_MS - 60_000);

    // Not Folio's: never touched, however old.
    fs.writeFileSync(path.join(root, "README.txt"), "an operator's note");
    age("README.txt", 48 * HOUR);

    const processStartedAt = new Date(Date.now() - 1000);
    const staleParts = [partFile(newBlobKey(stage.id, "pdf"), 3_900_000, 5_000), partFile(cover, 100, 3 * HOUR)];
    const livePart = partFile(newBlobKey(stage.id, "pdf"), 1000, 0);
    fs.utimesSync(path.join(root, livePart), new Date(), new Date(Date.now() + 1000));

    const { logger, lines } = recordingLogger();
    const report = await sweepOrphans({ db: t.db, storage, logger }, { processStartedAt });

    expect(report).toEqual({
      unfinished: { count: 2, bytes: 3_900_100 },
      orphans: { count: 3, bytes: 3 * TINY_PNG.byteLength },
    });
    for (const key of [...staleParts, orphanFile, orphanCover, orphanAvatar]) expect(exists(key), key).toBe(false);
    for (const key of [v1.filePath, v2.filePath, cover, avatar, fresh, livePart, "README.txt"]) {
      expect(exists(key), key).toBe(true);
    }
    expect(lines).toEqual([
      {
        level: "info",
        msg: "file storage swept",
        extra: expect.objectContaining({
          unfinishedRemoved: 2,
          unfinishedBytes: 3_900_100,
          orphansRemoved: 3,
          orphanBytes: 3 * TINY_PNG.byteLength,
        }),
      },
    ]);

    // A second sweep finds nothing more.
    const again = await sweepOrphans({ db: t.db, storage, logger }, { processStartedAt });
    expect(again).toEqual({ unfinished: { count: 0, bytes: 0 }, orphans: { count: 0, bytes: 0 } });
  });

  it("logs a failure and resolves instead of stopping the start, deleting nothing", async () => {
    const key = newBlobKey("covers", "png");
    await storage.put(key, TINY_PNG);
    age(key, 2 * HOUR);
    const { logger, lines } = recordingLogger();
    // A database nobody listens for: the reference check fails, so no blob may be taken for an orphan.
    const unreachable = createDatabase({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 2_000 });
    await expect(sweepOrphans({ db: unreachable, storage, logger })).resolves.toBeNull();
    await unreachable.$client.end();
    expect(lines).toEqual([expect.objectContaining({ level: "warn", msg: expect.stringMatching(/sweep failed/) })]);
    expect(exists(key)).toBe(true);
  });
});
