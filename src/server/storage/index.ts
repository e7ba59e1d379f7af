import path from "node:path";
import type { AppDeps } from "#server/context";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Client, createS3Storage } from "./s3";
import type { BlobStorage } from "./storage";

export { type BlobStorage, newBlobKey, type StoredBlob } from "./storage";
export { isStorageFull, storeUpload } from "./store-upload";

/**
 * Chooses where uploaded files live, once at start: S3 when S3_BUCKET is set, else local disk
 * under DATA_DIR/files. parseEnv has already refused a half-done S3 configuration.
 */
export function createStorage(env: Env, logger?: Logger): BlobStorage {
  if (!env.S3) {
    const root = path.join(env.DATA_DIR, "files");
    logger?.info("file storage: local disk", { root });
    return createLocalDiskStorage(root);
  }
  const { bucket, ...settings } = env.S3;
  const client = createS3Client(settings);
  logger?.info("file storage: S3", { bucket, endpoint: settings.endpoint ?? "aws", region: settings.region });
  return createS3Storage({ client, bucket, logger });
}

const fallback = new WeakMap<AppDeps, BlobStorage>();

/**
 * The app's storage: deps.storage, which main.ts sets from createStorage and tests
 * may inject; when a caller built deps without one, createStorage(env) once per deps.
 */
export function storageFor(deps: AppDeps): BlobStorage {
  if (deps.storage) return deps.storage;
  let storage = fallback.get(deps);
  if (!storage) {
    storage = createStorage(deps.env, deps.logger);
    fallback.set(deps, storage);
  }
  return storage;
}

/**
 * Removes blobs whose rows a committed transaction deleted. A failure only leaves an unreferenced
 * blob behind, so it is logged rather than failing the request that already succeeded.
 */
export async function deleteBlobsAfterCommit(storage: BlobStorage, keys: string[], logger: Logger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") logger.warn("blob delete failed", { key: keys[i], error: String(result.reason) });
  });
}
