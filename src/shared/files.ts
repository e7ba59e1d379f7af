/**
 * Stage file rules shared by the upload form and the server: the size limit, the
 * accepted types (each by extension and by its first bytes), sizes as people read
 * them, and the windows that make a file urgent or needing attention.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The longest search the file repository takes. */
export const FILE_SEARCH_MAX = 100;

export const FILE_TYPES = {
  pdf: { contentType: "application/pdf", extensions: ["pdf"], magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  doc: {
    contentType: "application/msword",
    extensions: ["doc"],
    magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  jpg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: "image/png", extensions: ["png"], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** Bytes needed to recognise every accepted type. */
export const MAGIC_BYTES_NEEDED = 8;

/** What the file picker offers; the server still checks the bytes. */
export const FILE_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";

export const FILE_UPLOAD_HINT = "PDF, Word, JPG, PNG up to 10MB";
export const FILE_TOO_LARGE = "The file is larger than 10 MB. Choose a smaller file.";
export const UNSUPPORTED_FILE = "Only PDF, Word (DOC, DOCX), JPG and PNG files can be uploaded.";
/** A file whose bytes are not the type its name says (a renamed or damaged file). */
export function contentNotAsNamed(fileName: string): string {
  const extension = fileExtension(fileName);
  return `This file's content is not a ${extension.toUpperCase()}, although its name ends in .${extension}. ${UNSUPPORTED_FILE}`;
}
export const INVALID_STAGE_FOR_UPLOAD = "Cannot upload to temporary or invalid stage ID.";
export const STAGE_NOT_SAVED = "Stage does not exist in the database. Please save the stage first.";
/** A file the viewer may not download answers exactly like a missing one. */
export const FILE_NOT_FOUND = "File not found";
export const TEMP_STAGE_SHARE = "Cannot share files from a temporary stage. Save the stage first.";

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The kind named by the file's extension, or null when it is not an accepted one. */
export function kindByName(fileName: string): FileKind | null {
  const extension = fileExtension(fileName);
  for (const [kind, spec] of Object.entries(FILE_TYPES) as Array<[FileKind, (typeof FILE_TYPES)[FileKind]]>) {
    if ((spec.extensions as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

/** The kind when the extension and the first bytes agree; null for a renamed or unknown file. */
export function detectFileKind(fileName: string, head: Uint8Array): FileKind | null {
  const kind = kindByName(fileName);
  if (!kind) return null;
  const matches = FILE_TYPES[kind].magic.some((magic) => magic.every((byte, i) => head[i] === byte));
  return matches ? kind : null;
}

export const isImageType = (fileType: string) => fileType.startsWith("image/");

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** Bytes, KB, MB or GB in 1024 steps with two decimals: 1536 → '1.50 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${(bytes / 1024 ** unit).toFixed(2)} ${UNITS[unit]}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Files uploaded within the last 3 days need attention. */
export const ATTENTION_WINDOW_DAYS = 3;

export function needsAttention(uploadedAt: string | Date, now: Date = new Date()): boolean {
  const uploaded = new Date(uploadedAt).getTime();
  return now.getTime() - uploaded <= ATTENTION_WINDOW_DAYS * DAY_MS;
}

/** A shared file is urgent when its share date is on or before now plus 3 days. */
export function isUrgentShare(sharedAt: string | Date | null, now: Date = new Date()): boolean {
  if (!sharedAt) return false;
  return new Date(sharedAt).getTime() <= now.getTime() + ATTENTION_WINDOW_DAYS * DAY_MS;
}
