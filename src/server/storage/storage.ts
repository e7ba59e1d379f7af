import crypto from "node:crypto";

/** A stored object as it is read back: a stream, so large files never sit in memory whole. */
export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where uploaded files live: local disk by default, S3-compatible storage
 * when configured. Keys are ours (random, see newBlobKey), never a user's file name.
 */
export interface BlobStorage {
  /** Writes the whole object or nothing: a failed or aborted write leaves no partial blob behind. */
  put(key: string, body: Uint8Array | ReadableStream<Uint8Array>): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removing a key that does not exist is not an error: deletes are retried and raced. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{1,8}$/;

/** Keys are '<prefix>/<random>.<ext>'; anything else (.., absolute paths) is refused by every backend. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh random key under a prefix, e.g. newBlobKey("covers", "png") → covers/3f…e1.png. */
export function newBlobKey(prefix: string, extension: string): string {
  const key = `${prefix}/${crypto.randomUUID()}.${extension}`;
  assertValidKey(key);
  return key;
}
