import path from "node:path";
import type { AppDeps } from "../context";
import type { Logger } from "../lib/logger";
import { createLocalDiskStorage } from "./local-disk";
import type { BlobStorage } from "./storage";

export { type BlobStorage, newBlobKey, type StoredBlob } from "./storage";

const fallback = new WeakMap<AppDeps, BlobStorage>();

/**
 * The app's storage: deps.storage when main.ts or a test provides one, else local
 * disk under DATA_DIR/files (the brief §3 default), created once per app.
 */
export function storageFor(deps: AppDeps): BlobStorage {
  if (deps.storage) return deps.storage;
  let storage = fallback.get(deps);
  if (!storage) {
    storage = createLocalDiskStorage(path.join(deps.env.DATA_DIR, "files"));
    fallback.set(deps, storage);
  }
  return storage;
}

/**
 * Removes blobs whose rows a committed transaction deleted (brief §6: blobs go after
 * commit, so a rollback never loses a file). A failure only leaves an unreferenced
 * blob behind, so it is logged rather than failing the request that already succeeded.
 */
export async function deleteBlobsAfterCommit(storage: BlobStorage, keys: string[], logger: Logger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") logger.warn("blob delete failed", { key: keys[i], error: String(result.reason) });
  });
}
