/**
 * At start, removes what a crash or a lost clean-up left in file storage: temporary files
 * and multipart uploads of writes that never finished, and blobs no row points at.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { BlobStorage, Removed } from "./storage";

/**
 * The longest an upload may take from its first byte to its row being committed. A blob
 * younger than this may be an upload in progress (here or on another instance) whose row
 * is not written yet, so it is never taken for an orphan.
 */
export const LONGEST_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The keys Folio writes: covers/<uuid>.<ext>, avatars/<uuid>.<ext>, <stage uuid>/<uuid>.<ext>.
 * Nothing else in the folder or bucket is ever touched, whoever put it there.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FOLIO_KEY = new RegExp(`^(covers|avatars|${UUID})/${UUID}\\.[a-z0-9]{1,8}$`);

const BATCH = 500;

/**
 * The keys of `keys` that no row references. Every column that holds a blob key is here:
 * stage files (every version is its own row), project covers, and account pictures (which
 * hold the URL /api/avatars/<file> of the key avatars/<file>). A new column that holds a
 * key must be added, or its blobs would be taken for orphans.
 */
async function unreferenced(db: Database, keys: string[]): Promise<Set<string>> {
  const result = await db.execute<{ key: string }>(sql`
    select c.key from json_array_elements_text(${JSON.stringify(keys)}::json) as c(key)
    where not exists (select 1 from stage_files f where f.file_path = c.key)
      and not exists (select 1 from projects p where p.cover_image = c.key)
      and not exists (
        select 1 from "user" u
        where c.key like 'avatars/%' and u.image = '/api/avatars/' || substr(c.key, length('avatars/') + 1)
      )
  `);
  return new Set(result.rows.map((row) => row.key));
}

export interface SweepReport {
  /** Temporary files (local disk) or multipart uploads (S3) of writes a crash cut off. */
  unfinished: Removed;
  /** Stored blobs older than the longest upload that no row references. */
  orphans: Removed;
}

export interface SweepOptions {
  /** When this process started; temporary files written before it are a crash's. */
  processStartedAt?: Date;
  now?: Date;
}

/**
 * Removes unfinished writes and orphaned blobs, and logs what it removed (count and bytes).
 * Meant to run in the background at start: it never rejects; a failure is logged and
 * answers null, and whatever it did not reach is removed at the next start.
 */
export async function sweepOrphans(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  options: SweepOptions = {},
): Promise<SweepReport | null> {
  const { db, storage, logger } = deps;
  const startedAt = Date.now();
  const now = options.now ?? new Date(startedAt);
  const processStartedAt = options.processStartedAt ?? new Date(performance.timeOrigin);
  const abandonedBefore = new Date(now.getTime() - LONGEST_UPLOAD_MS);
  try {
    const unfinished = await storage.removeUnfinished({ processStartedAt, abandonedBefore });
    const orphans: Removed = { count: 0, bytes: 0 };
    const removeOrphans = async (batch: Map<string, number>) => {
      for (const key of await unreferenced(db, [...batch.keys()])) {
        await storage.delete(key);
        orphans.count += 1;
        orphans.bytes += batch.get(key) ?? 0;
      }
    };
    let batch = new Map<string, number>();
    for await (const blob of storage.list()) {
      if (!FOLIO_KEY.test(blob.key) || blob.modifiedAt >= abandonedBefore) continue;
      batch.set(blob.key, blob.size);
      if (batch.size < BATCH) continue;
      await removeOrphans(batch);
      batch = new Map();
    }
    if (batch.size > 0) await removeOrphans(batch);
    logger.info("file storage swept", {
      unfinishedRemoved: unfinished.count,
      unfinishedBytes: unfinished.bytes,
      orphansRemoved: orphans.count,
      orphanBytes: orphans.bytes,
      tookMs: Date.now() - startedAt,
    });
    return { unfinished, orphans };
  } catch (error) {
    logger.warn("file storage sweep failed; it runs again at the next start", { error: String(error) });
    return null;
  }
}
