import { MAX_AVATAR_BYTES } from "#shared/limits";

const AVATAR_EXTENSIONS = /\.(png|jpe?g)$/i;

/** The checks the server makes (it also reads the first bytes), answered before the upload; null when fine. */
export function avatarFileError(file: File): string | null {
  if (!AVATAR_EXTENSIONS.test(file.name)) return "The picture must be a PNG or JPG image.";
  if (file.size > MAX_AVATAR_BYTES) return "The picture must be at most 2 MB.";
  return null;
}
