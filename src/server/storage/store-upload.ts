import { insufficientStorage } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { BlobStorage } from "./storage";

/** errno codes of a write the file system had no room for: no space left, or the disk quota reached. */
const NO_ROOM_ERRNO = new Set(["ENOSPC", "EDQUOT"]);
/** What S3-compatible services answer when they are full (MinIO: XMinioStorageFull, HTTP 507). */
const NO_ROOM_S3 = new Set(["XMinioStorageFull", "InsufficientStorage", "StorageFull"]);

/** True when the error, or one of its causes, says the storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, name, $metadata } = e as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
    if (typeof code === "string" && NO_ROOM_ERRNO.has(code)) return true;
    if (typeof name === "string" && NO_ROOM_S3.has(name)) return true;
    if ($metadata?.httpStatusCode === 507) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Stores an upload's bytes under its fresh key. When the storage is full the answer is
 * the 507 (its cause goes to the log through the error handler, never to the client),
 * after removing whatever the backend may have left under the key, so nothing half-written
 * stays. Any other failure is thrown unchanged.
 */
export async function storeUpload(
  deps: { storage: BlobStorage; logger: Logger },
  key: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
): Promise<void> {
  try {
    await deps.storage.put(key, body);
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    await deps.storage.delete(key).catch((cleanupError: unknown) => {
      deps.logger.warn("removing a partial upload failed", { key, error: String(cleanupError) });
    });
    throw insufficientStorage(error);
  }
}
