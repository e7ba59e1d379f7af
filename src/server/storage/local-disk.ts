import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { assertValidKey, type BlobEntry, type BlobStorage, isValidKey, type Removed } from "./storage";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** The temporary name a write goes to before its rename: `<key>.<12 hex>.part`. */
const TEMP_SUFFIX = /\.[0-9a-f]{12}\.part$/;

/** Every regular file under `dir`, depth first, with its path relative to `root`. */
async function* walk(root: string, dir = root): AsyncGenerator<{ relative: string; full: string; stat: fs.Stats }> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(root, full);
    } else if (entry.isFile()) {
      // A file removed between the listing and the stat was taken by someone else; skip it.
      const stat = await fs.promises.stat(full).catch(() => null);
      if (stat) yield { relative: path.relative(root, full).split(path.sep).join("/"), full, stat };
    }
  }
}

/**
 * Files under one root directory (DATA_DIR/files), outside any static root, so a
 * file is only ever served through a route that checked permissions first.
 */
export function createLocalDiskStorage(root: string): BlobStorage {
  const resolve = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      // Manuscripts are for the app alone: not readable by other users of the machine.
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
      // Write beside the target and rename: readers never see half a file, and a
      // failed or aborted write is cleaned up instead of leaving an orphan.
      const temp = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
      let file: fs.WriteStream | undefined;
      try {
        if (body instanceof Uint8Array) {
          await fs.promises.writeFile(temp, body, { flag: "wx", mode: PRIVATE_FILE });
        } else {
          file = fs.createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE });
          await pipeline(Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>), file);
        }
        await fs.promises.rename(temp, target);
      } catch (error) {
        // A body that fails at once (a refused upload) rejects the pipeline while the file may
        // still be opening; removed before that open ends, it would be created afterwards and stay.
        const opened = file;
        if (opened && !opened.closed) await new Promise<void>((resolve) => opened.once("close", () => resolve()));
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = resolve(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const { size } = await handle.stat();
      const stream = handle.createReadStream();
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size };
    },

    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },

    async *list(): AsyncGenerator<BlobEntry> {
      for await (const file of walk(root)) {
        if (isValidKey(file.relative)) {
          yield { key: file.relative, size: file.stat.size, modifiedAt: file.stat.mtime };
        }
      }
    },

    async removeUnfinished({ processStartedAt }): Promise<Removed> {
      const removed: Removed = { count: 0, bytes: 0 };
      for await (const file of walk(root)) {
        // A temporary file this process wrote (mtime after its start) may be an upload in progress.
        if (!TEMP_SUFFIX.test(file.relative) || file.stat.mtime >= processStartedAt) continue;
        await fs.promises.rm(file.full, { force: true });
        removed.count += 1;
        removed.bytes += file.stat.size;
      }
      return removed;
    },
  };
}
