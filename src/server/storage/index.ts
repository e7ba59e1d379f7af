import path from "node:path";
import type { AppDeps } from "#server/context";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Client, createS3Storage } from "./s3";
import type { BlobStorage } from "./storage";

export { type BlobStorage, newBlobKey, type StoredBlob } from "./storage";

const S3_REQUIRED = ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_SETTINGS = [...S3_REQUIRED, "S3_ENDPOINT", "S3_FORCE_PATH_STYLE"] as const;

const isSet = (value: unknown) => value !== undefined && value !== "";
const listed = (names: string[]) => `${names.join(", ")} ${names.length === 1 ? "is" : "are"}`;

/**
 * Chooses where uploaded files live, once at start: S3 when S3_BUCKET
 * is set, else local disk under DATA_DIR/files. A half-done S3 configuration is a
 * startup error rather than files quietly landing somewhere the operator did not mean.
 */
export function createStorage(env: Env, logger?: Logger): BlobStorage {
  if (!isSet(env.S3_BUCKET)) {
    const stray = S3_SETTINGS.filter((name) => isSet(env[name]));
    if (stray.length > 0) {
      throw new Error(
        `${listed(stray)} set but S3_BUCKET is not. Set S3_BUCKET to store files in S3, ` +
          "or unset the S3_* settings to store them under DATA_DIR/files.",
      );
    }
    const root = path.join(env.DATA_DIR, "files");
    logger?.info("file storage: local disk", { root });
    return createLocalDiskStorage(root);
  }

  const missing = S3_REQUIRED.filter((name) => !isSet(env[name]));
  if (missing.length > 0) {
    throw new Error(`S3_BUCKET is set, so files go to S3, but ${listed(missing)} missing.`);
  }
  const bucket = env.S3_BUCKET as string;
  const client = createS3Client({
    region: env.S3_REGION as string,
    endpoint: isSet(env.S3_ENDPOINT) ? env.S3_ENDPOINT : undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    // Custom endpoints (MinIO and the like) mostly want path-style URLs; AWS wants virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? isSet(env.S3_ENDPOINT),
  });
  logger?.info("file storage: S3", { bucket, endpoint: env.S3_ENDPOINT ?? "aws", region: env.S3_REGION });
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
