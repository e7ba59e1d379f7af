import type { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database } from "#server/db/client";
import { projects } from "#server/db/schema/index";
import { ApiError, notFound } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { checkedStream } from "#server/lib/multipart-upload";
import { detectImageType, type ImageType, imageContentType, imageTypeByName } from "#server/storage/image-type";
import { type BlobStorage, deleteBlobsAfterCommit, newBlobKey, storeUpload } from "#server/storage/index";
import { PROJECT_NOT_FOUND } from "#shared/project-policy";

/** The upload limit, enforced before the body is buffered. */
export const MAX_COVER_BYTES = 10 * 1024 * 1024;

export const UNSUPPORTED_COVER = "The cover must be a PNG or JPG image.";
export const COVER_TOO_LARGE = "The cover image must be at most 10 MB.";

export const coverTooLarge = () => new ApiError(413, "payload_too_large", COVER_TOO_LARGE);

/** PNG or JPG by both the file name and the first bytes, which must agree; otherwise 415. */
export function detectCoverType(fileName: string, head: Uint8Array): ImageType {
  const type = detectImageType(fileName, head);
  if (!type) throw new ApiError(415, "unsupported_media_type", UNSUPPORTED_COVER);
  return type;
}

export const coverContentType = imageContentType;

/**
 * Streams the image to storage under a fresh random key (its first bytes are checked
 * before anything is written), then points the project at it in one transaction. If
 * that fails the new blob is removed again; once it commits the previous cover's blob
 * goes. Returns the cover URL.
 */
export async function replaceCover(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  actor: Viewer,
  projectId: string,
  file: { fileName: string; stream: Readable },
): Promise<string> {
  const byName = imageTypeByName(file.fileName);
  if (!byName) {
    file.stream.resume();
    throw new ApiError(415, "unsupported_media_type", UNSUPPORTED_COVER);
  }
  const key = newBlobKey("covers", byName);
  const body = checkedStream(file.stream, 8, (head) => detectCoverType(file.fileName, head));
  await storeUpload(deps, key, body.stream);

  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const result = await tx.execute<{ previous: string | null }>(sql`
        update projects p set cover_image = ${key}, updated_at = now()
        from (select id, cover_image from projects where id = ${projectId} for update) old
        where p.id = old.id
        returning old.cover_image as previous
      `);
      if (!result.rows[0]) throw notFound(PROJECT_NOT_FOUND);
      await recordActivity(tx, {
        projectId,
        actorId: actor.id,
        action: ACTIVITY_ACTIONS.coverChanged,
      });
      return result.rows[0].previous;
    });
  } catch (error) {
    await deleteBlobsAfterCommit(deps.storage, [key], deps.logger);
    throw error;
  }
  if (previous) await deleteBlobsAfterCommit(deps.storage, [previous], deps.logger);
  return `/api/projects/${projectId}/cover`;
}

/** Clears the cover (the list falls back to the genre banner) and removes its blob after commit. */
export async function removeCover(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  actor: Viewer,
  projectId: string,
): Promise<void> {
  const previous = await deps.db.transaction(async (tx) => {
    const result = await tx.execute<{ previous: string | null }>(sql`
      update projects p set cover_image = null, updated_at = now()
      from (select id, cover_image from projects where id = ${projectId} for update) old
      where p.id = old.id
      returning old.cover_image as previous
    `);
    const row = result.rows[0];
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    if (row.previous) {
      await recordActivity(tx, {
        projectId,
        actorId: actor.id,
        action: ACTIVITY_ACTIONS.coverRemoved,
      });
    }
    return row.previous;
  });
  if (previous) await deleteBlobsAfterCommit(deps.storage, [previous], deps.logger);
}

export async function coverKey(db: Database, projectId: string): Promise<string | null> {
  const [row] = await db.select({ key: projects.coverImage }).from(projects).where(eq(projects.id, projectId));
  return row?.key ?? null;
}
