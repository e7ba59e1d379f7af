import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { assertValidKey, type BlobStorage } from "./storage";

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
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename: readers never see half a file, and a
      // failed or aborted write is cleaned up instead of leaving an orphan.
      const temp = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
      try {
        if (body instanceof Uint8Array) {
          await fs.promises.writeFile(temp, body, { flag: "wx" });
        } else {
          await pipeline(
            Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>),
            fs.createWriteStream(temp, { flags: "wx" }),
          );
        }
        await fs.promises.rename(temp, target);
      } catch (error) {
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
  };
}
