/** The cover upload limit; the server enforces it too (413). */
export const MAX_COVER_BYTES = 10 * 1024 * 1024;
const COVER_TYPES = ["image/png", "image/jpeg"];
const COVER_EXTENSIONS = /\.(png|jpe?g)$/i;

/** The same checks the server makes, answered before the upload starts; null when the file is fine. */
export function coverFileError(file: File): string | null {
  if (!COVER_TYPES.includes(file.type) && !COVER_EXTENSIONS.test(file.name)) {
    return "The cover must be a PNG or JPG image.";
  }
  if (file.size > MAX_COVER_BYTES) return "The cover image must be at most 10 MB.";
  return null;
}
