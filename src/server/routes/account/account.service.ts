import { eq, sql } from "drizzle-orm";
import type { Viewer } from "#server/context";
import type { Database } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { ApiError, notFound } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { detectImageType } from "#server/storage/image-type";
import { type BlobStorage, deleteBlobsAfterCommit, newBlobKey, storeUpload } from "#server/storage/index";
import { MAX_AVATAR_BYTES } from "#shared/limits";

export const UNSUPPORTED_AVATAR = "The picture must be a PNG or JPG image.";
export const AVATAR_TOO_LARGE = "The picture must be at most 2 MB.";
export const avatarTooLarge = () => new ApiError(413, "payload_too_large", AVATAR_TOO_LARGE);

/**
 * Avatars are stored under avatars/<random>.<ext> and served by us at
 * /api/avatars/<random>.<ext>; that URL is what user.image holds. A new upload
 * gets a new key, so the URL never changes content and can be cached.
 */
const AVATAR_URL_PREFIX = "/api/avatars/";
export const AVATAR_FILE_PATTERN = /^[0-9a-f-]{36}\.(png|jpg)$/;

export const avatarUrlFor = (key: string) => `${AVATAR_URL_PREFIX}${key.slice("avatars/".length)}`;
const keyOfAvatarUrl = (url: string | null) =>
  url?.startsWith(AVATAR_URL_PREFIX) ? `avatars/${url.slice(AVATAR_URL_PREFIX.length)}` : null;

export async function updateFullName(db: Database, viewer: Viewer, fullName: string): Promise<void> {
  await db.update(user).set({ name: fullName, updatedAt: sql`now()` }).where(eq(user.id, viewer.id));
}

/** Swaps the user's picture for `image` on the row and returns the previous value, in one statement. */
async function swapImage(db: Database, userId: string, image: string | null): Promise<string | null> {
  const result = await db.execute<{ previous: string | null }>(sql`
    update "user" u set image = ${image}, updated_at = now()
    from (select id, image from "user" where id = ${userId} for update) old
    where u.id = old.id
    returning old.image as previous
  `);
  const row = result.rows[0];
  if (!row) throw notFound("User not found");
  return row.previous;
}

/**
 * Stores a new picture (checked by extension and first bytes), points the account
 * at it, and removes the previous one after that committed. Returns the new URL.
 */
export async function replaceAvatar(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  viewer: Viewer,
  file: File,
): Promise<string> {
  if (file.size > MAX_AVATAR_BYTES) throw avatarTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(file.name, bytes.subarray(0, 8));
  if (!type) throw new ApiError(415, "unsupported_media_type", UNSUPPORTED_AVATAR);
  const key = newBlobKey("avatars", type);
  await storeUpload(deps, key, bytes);
  let previous: string | null;
  try {
    previous = await swapImage(deps.db, viewer.id, avatarUrlFor(key));
  } catch (error) {
    await deleteBlobsAfterCommit(deps.storage, [key], deps.logger);
    throw error;
  }
  const oldKey = keyOfAvatarUrl(previous);
  if (oldKey) await deleteBlobsAfterCommit(deps.storage, [oldKey], deps.logger);
  return avatarUrlFor(key);
}

export async function removeAvatar(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  viewer: Viewer,
): Promise<void> {
  const oldKey = keyOfAvatarUrl(await swapImage(deps.db, viewer.id, null));
  if (oldKey) await deleteBlobsAfterCommit(deps.storage, [oldKey], deps.logger);
}

/** The storage key of an avatar file name, when an account uses it (else null: nothing else is served). */
export async function avatarKeyInUse(db: Database, file: string): Promise<string | null> {
  const url = `${AVATAR_URL_PREFIX}${file}`;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.image, url)).limit(1);
  return row ? `avatars/${file}` : null;
}
