import crypto from "node:crypto";

/** A stored object as it is read back: a stream, so large files never sit in memory whole. */
export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** One stored object as a listing sees it. */
export interface BlobEntry {
  key: string;
  size: number;
  /** When its bytes were last written (S3: when its upload began). */
  modifiedAt: Date;
}

/** What a clean-up removed. */
export interface Removed {
  count: number;
  /** Bytes freed; S3 does not say how large an unfinished multipart upload was, so it counts none for them. */
  bytes: number;
}

/**
 * Which unfinished writes are dead. One process owns a DATA_DIR, so on local disk every
 * temporary file written before this process started is a crash's. A bucket may be shared
 * by several instances, so on S3 only uploads begun before `abandonedBefore` are given up.
 */
export interface UnfinishedBounds {
  processStartedAt: Date;
  abandonedBefore: Date;
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
  /** Every stored object under a valid key; temporary files of writes in progress are not listed. */
  list(): AsyncIterable<BlobEntry>;
  /** Removes what writes cut off by a crash left behind (local `.part` files, S3 multipart uploads). */
  removeUnfinished(bounds: UnfinishedBounds): Promise<Removed>;
}

const KEY_PATTERN = /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{1,8}$/;

/** Keys are '<prefix>/<random>.<ext>'; anything else (.., absolute paths) is refused by every backend. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh random key under a prefix, e.g. newBlobKey("covers", "png") → covers/3f…e1.png. */
export function newBlobKey(prefix: string, extension: string): string {
  const key = `${prefix}/${crypto.randomUUID()}.${extension}`;
  assertValidKey(key);
  return key;
}
