/**
 * The manifest: the first entry of every archive. It says what the archive holds and
 * carries a sha256 of every other part, so a restore checks everything before it writes.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { APP_ROOT } from "#server/lib/app-root";

export const MANIFEST_NAME = "manifest.json";
/** The manifest's own checksum, the archive's second entry. */
export const MANIFEST_CHECKSUM_NAME = "manifest.json.sha256";
export const ARCHIVE_FORMAT = "folio-backup";
export const ARCHIVE_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const partSchema = z.object({ path: z.string().max(400), bytes: z.number().int().min(0), sha256 });

const tableSchema = z.object({
  schema: z.string().max(63),
  name: z.string().max(63),
  columns: z.array(z.string().max(63)).max(1600),
  rows: z.number().int().min(0),
  /** The archive entry holding the table's rows in COPY text format. */
  path: z.string().max(400),
});

const sequenceSchema = z.object({
  schema: z.string().max(63),
  name: z.string().max(63),
  /** null when the sequence was never used. */
  lastValue: z.string().max(40).nullable(),
});

const objectSchema = z.object({ key: z.string().max(1024), bytes: z.number().int().min(0), sha256 });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  app: z.object({ name: z.string().max(100), version: z.string().max(100) }),
  createdAt: z.string().max(40),
  schema: z.object({
    migrations: z.number().int().min(0),
    lastMigration: z.string().max(200).nullable(),
    lastMigrationAt: z.number().nullable(),
  }),
  database: z.object({
    /** `copy`: COPY text per table (the built-in dump); `pg_dump`: one pg_dump custom-format file. */
    format: z.enum(["copy", "pg_dump"]),
    serverVersion: z.string().max(200),
    tables: z.array(tableSchema).max(10_000),
    sequences: z.array(sequenceSchema).max(10_000),
    /** The pg_dump file, when the format is pg_dump. */
    dumpPath: z.string().max(400).nullable(),
  }),
  /** Rows of the tables an operator cares about, for a glance at what the archive holds. */
  rowCounts: z.record(z.string().max(130), z.number().int().min(0)),
  files: z.object({
    storage: z.enum(["local", "s3"]),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** With S3, the objects the bucket held; their bytes are not in the archive. */
    objects: z.array(objectSchema).max(10_000_000).nullable(),
  }),
  secrets: z.object({ included: z.boolean() }),
  parts: z.array(partSchema).max(10_000_000),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = z.infer<typeof tableSchema>;
export type ManifestPart = z.infer<typeof partSchema>;

/** The tables whose row counts the manifest lists by name. */
export const MAIN_TABLES = [
  "user",
  "account",
  "user_roles",
  "projects",
  "project_stages",
  "project_daily_progress",
  "project_comments",
  "project_shares",
  "notifications",
  "stage_files",
  "activity_log",
] as const;

/** The app's name and version, from package.json. */
export function appIdentity(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(APP_ROOT, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}
