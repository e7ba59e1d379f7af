import { FILE_TOO_LARGE, kindByName, MAX_FILE_BYTES, UNSUPPORTED_FILE } from "#shared/files";

/**
 * Why a chosen file cannot be uploaded, before any byte is sent, or null. The
 * server checks the same rules (and the file's first bytes) again.
 */
export function fileChoiceProblem(file: File): string | null {
  if (!kindByName(file.name)) return UNSUPPORTED_FILE;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return null;
}
