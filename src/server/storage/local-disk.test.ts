import { scrypt } from "node:crypto";
import fs from "node:fs";

import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function storageInTempDir() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-local-disk-"));
  roots.push(root);
  return { root, storage: createLocalDiskStorage(root) };
}

/** Keeps one of the file system's worker threads busy, as a password hash does. */
function hashOnAWorkerThread(): Promise<void> {
  const options = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt("busy", "salt", 64, options, (error) => (error ? reject(error) : resolve())),
  );
}

/** A body that fails at once, as an upload refused by its first bytes does. */
function failingBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(new Error("refused by its first bytes"));
    },
  });
}

describe("local disk storage", () => {
  it("leaves no temporary file once a refused write has been reported, however early it failed", async () => {
    const { root, storage } = storageInTempDir();
    // Many at once: the race it guards against (the temporary file opening after its clean-up ran)
    // needs the file system's worker threads to be busy, as they are on a loaded server.
    const busy = Array.from({ length: 16 }, () => hashOnAWorkerThread());
    const writes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => storage.put(`stage/${i}.png`, failingBody())),
    );
    expect(new Set(writes.map((write) => write.status === "rejected" && String(write.reason)))).toEqual(
      new Set(["Error: refused by its first bytes"]),
    );
    await Promise.all(busy);
    expect(fs.readdirSync(path.join(root, "stage"))).toEqual([]);
  });

  it("stores a whole body under its key and nothing beside it", async () => {
    const { root, storage } = storageInTempDir();
    await storage.put("stage/a.pdf", new Blob(["%PDF-1.7 body"]).stream());
    expect(fs.readdirSync(path.join(root, "stage"))).toEqual(["a.pdf"]);
    const stored = await storage.get("stage/a.pdf");
    expect(await new Response(stored?.body).text()).toBe("%PDF-1.7 body");
  });

  it("keeps what it stores readable by the app's user alone", async () => {
    const { root, storage } = storageInTempDir();
    await storage.put("project/streamed.pdf", new Blob(["%PDF-1.7 body"]).stream());
    await storage.put("project/whole.png", new Uint8Array([137, 80, 78, 71]));
    const mode = (file: string) => fs.statSync(path.join(root, file)).mode & 0o777;
    expect([mode("project"), mode("project/streamed.pdf"), mode("project/whole.png")]).toEqual([0o700, 0o600, 0o600]);
  });
});
