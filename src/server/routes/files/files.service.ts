import type { Readable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, actorLabel, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx } from "#server/db/client";
import { fileComments, stageFiles } from "#server/db/schema/index";
import { ApiError, badRequest, notFound } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { checkedStream } from "#server/lib/multipart-upload";
import { notifyFileShared } from "#server/notifications/index";
import { decodeCursor, encodeCursor } from "#server/routes/projects/project-cursor";
import { type BlobStorage, deleteBlobsAfterCommit, newBlobKey, storeUpload } from "#server/storage/index";
import {
  contentNotAsNamed,
  detectFileKind,
  FILE_NOT_FOUND,
  FILE_TOO_LARGE,
  FILE_TYPES,
  type FileKind,
  kindByName,
  MAGIC_BYTES_NEEDED,
  STAGE_NOT_SAVED,
  UNSUPPORTED_FILE,
} from "#shared/files";
import { isRole, NO_ROLE } from "#shared/roles";
import type { FileCategory, FileComment, FilePage, StageFile } from "#shared/schemas/files";

export const UNKNOWN_SHARE_TARGET = "This user does not exist";

export const fileTooLarge = () => new ApiError(413, "payload_too_large", FILE_TOO_LARGE);
export const unsupportedFile = () => new ApiError(415, "unsupported_media_type", UNSUPPORTED_FILE);
const contentMismatch = (fileName: string) => new ApiError(415, "unsupported_media_type", contentNotAsNamed(fileName));

interface FileRow {
  id: string;
  project_id: string;
  project_title: string;
  project_visible: boolean;
  stage_id: string;
  stage_name: string;
  file_name: string;
  file_type: string;
  size_bytes: string | number;
  version: number;
  comment: string | null;
  shared_with: string | null;
  shared_with_name: string | null;
  shared_at: Date | string | null;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  uploaded_by_role: string | null;
  uploaded_at: Date | string;
  is_latest: boolean;
  comment_count: number;
  uploaded_micros: string;
  [key: string]: unknown;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toStageFile(row: FileRow): StageFile {
  return {
    id: row.id,
    project_id: row.project_id,
    project_title: row.project_title,
    project_visible: row.project_visible,
    stage_id: row.stage_id,
    stage_name: row.stage_name,
    file_name: row.file_name,
    file_type: row.file_type,
    size_bytes: Number(row.size_bytes),
    version: row.version,
    comment: row.comment,
    shared_with: row.shared_with,
    shared_with_name: row.shared_with_name,
    shared_at: row.shared_at ? iso(row.shared_at) : null,
    uploaded_by: row.uploaded_by,
    uploaded_by_name: row.uploaded_by_name,
    uploaded_by_role: row.uploaded_by_role && isRole(row.uploaded_by_role) ? row.uploaded_by_role : NO_ROLE,
    uploaded_at: iso(row.uploaded_at),
    is_latest: row.is_latest,
    comment_count: row.comment_count,
    download_url: `/api/files/${row.id}/download`,
  };
}

const displayName = (alias: string) => sql.raw(`coalesce(nullif(trim(${alias}.name), ''), ${alias}.email)`);

/**
 * Every file list reads through this one statement: the file, its stage and project, the people
 * named. `projectVisible` says whether the viewer may open the project (a condition on `projects
 * p`); a list read through the project itself needs no check.
 */
async function selectFiles(
  db: DbOrTx,
  where: SQL,
  orderAndLimit: SQL,
  projectVisible: SQL = sql`true`,
): Promise<FileRow[]> {
  const result = await db.execute<FileRow>(sql`
    select f.id, p.id as project_id, p.title as project_title, ${projectVisible} as project_visible,
      s.id as stage_id, s.stage_name,
      f.file_name, f.file_type, f.size_bytes, f.version, f.comment,
      f.shared_with, ${displayName("sw")} as shared_with_name, f.shared_at,
      f.uploaded_by, ${displayName("up")} as uploaded_by_name, ur.role as uploaded_by_role, f.uploaded_at,
      not exists (
        select 1 from stage_files later
        where later.stage_id = f.stage_id and later.file_name = f.file_name and later.version > f.version
      ) as is_latest,
      (select count(*)::int from file_comments fc where fc.file_id = f.id) as comment_count,
      (extract(epoch from f.uploaded_at) * 1000000)::bigint::text as uploaded_micros
    from stage_files f
    join project_stages s on s.id = f.stage_id
    join projects p on p.id = s.project_id
    left join "user" up on up.id = f.uploaded_by
    left join user_roles ur on ur.user_id = f.uploaded_by
    left join "user" sw on sw.id = f.shared_with
    where ${where}
    ${orderAndLimit}
  `);
  return result.rows;
}

export async function getFile(db: DbOrTx, fileId: string): Promise<StageFile> {
  const [row] = await selectFiles(db, sql`f.id = ${fileId}`, sql``);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return toStageFile(row);
}

/**
 * Every version of every file of the project, grouped by stage; within a stage by name as people
 * read it (letter case aside), newest version first.
 */
export async function listProjectFiles(db: DbOrTx, projectId: string): Promise<StageFile[]> {
  const rows = await selectFiles(
    db,
    sql`s.project_id = ${projectId}`,
    sql`order by s.created_at, s.id, lower(f.file_name), f.file_name, f.version desc limit 1000`,
  );
  return rows.map(toStageFile);
}

/** The stage row if it belongs to the project, else null. Checked before an upload's body is read. */
export async function stageOfProject(db: DbOrTx, projectId: string, stageId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from project_stages where id = ${stageId} and project_id = ${projectId}`,
  );
  return result.rows.length > 0;
}

async function requireUser(db: DbOrTx, userId: string, field: string): Promise<string> {
  const result = await db.execute<{ name: string }>(
    sql`select ${displayName("u")} as name from "user" u where u.id = ${userId}`,
  );
  const row = result.rows[0];
  if (!row) throw badRequest(UNKNOWN_SHARE_TARGET, { [field]: [UNKNOWN_SHARE_TARGET] });
  return row.name;
}

export interface UploadInput {
  projectId: string;
  stageId: string;
  fileName: string;
  stream: Readable;
  /** Share the new file with this user as part of the same change. */
  sharedWith?: string;
}

/**
 * Streams one upload into storage under `{stageId}/{uuid}.{ext}`, then records it as
 * the next version of that file name in the stage. The type must agree by extension
 * and first bytes (415); the row is written in one transaction with its activity
 * entry, and if that fails the stored object is removed again.
 */
export async function storeStageFile(
  deps: { db: Database; storage: BlobStorage; logger: Logger },
  actor: Viewer,
  input: UploadInput,
): Promise<StageFile> {
  // Control characters never belong in a name shown to people or sent in a header.
  const fileName = [...input.fileName]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 255);
  const kindFromName = kindByName(fileName);
  if (!fileName || !kindFromName) {
    input.stream.resume();
    throw unsupportedFile();
  }
  const key = newBlobKey(input.stageId, kindFromName);
  let kind: FileKind = kindFromName;
  const body = checkedStream(input.stream, MAGIC_BYTES_NEEDED, (head) => {
    const detected = detectFileKind(fileName, head);
    if (!detected) throw contentMismatch(fileName);
    kind = detected;
  });
  // A full disk is the 507; any other failure is the error handler's logged 500, whose
  // answer never carries the system's error text.
  await storeUpload(deps, key, body.stream);

  let fileId: string;
  try {
    fileId = await deps.db.transaction(async (tx) => {
      const stage = await tx.execute<{ stage_name: string }>(sql`
        select stage_name from project_stages where id = ${input.stageId} and project_id = ${input.projectId} for update
      `);
      if (!stage.rows[0]) throw notFound(STAGE_NOT_SAVED);
      const sharedName = input.sharedWith ? await requireUser(tx, input.sharedWith, "shared_with") : null;
      const next = await tx.execute<{ version: number }>(sql`
        select coalesce(max(version), 0) + 1 as version from stage_files
        where stage_id = ${input.stageId} and file_name = ${fileName}
      `);
      const version = next.rows[0].version;
      const [row] = await tx
        .insert(stageFiles)
        .values({
          stageId: input.stageId,
          fileName,
          filePath: key,
          fileType: FILE_TYPES[kind].contentType,
          sizeBytes: body.size(),
          version,
          sharedWith: input.sharedWith ?? null,
          sharedAt: input.sharedWith ? sql`now()` : null,
          uploadedBy: actor.id,
        })
        .returning({ id: stageFiles.id });
      await recordActivity(tx, [
        {
          projectId: input.projectId,
          actorId: actor.id,
          action: version > 1 ? ACTIVITY_ACTIONS.fileVersionUploaded : ACTIVITY_ACTIONS.fileUploaded,
          details: { file_name: fileName, version, stage: stage.rows[0].stage_name },
        },
        ...(sharedName
          ? [
              {
                projectId: input.projectId,
                actorId: actor.id,
                action: ACTIVITY_ACTIONS.fileShared,
                details: { file_name: fileName, version, person: sharedName },
              },
            ]
          : []),
      ]);
      if (input.sharedWith) await notifyFileShared(tx, actor, { userId: input.sharedWith, fileName });
      return row.id;
    });
  } catch (error) {
    // The error handler maps it (Postgres's disk_full is the 507) or logs it as a 500.
    await deleteBlobsAfterCommit(deps.storage, [key], deps.logger);
    throw error;
  }
  return getFile(deps.db, fileId);
}

/** Where the bytes of a file live and how to name them on download. */
export async function fileForDownload(db: DbOrTx, fileId: string) {
  const result = await db.execute<{ file_path: string; file_name: string; file_type: string }>(
    sql`select file_path, file_name, file_type from stage_files where id = ${fileId}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

/**
 * Shares one stored file with one user (replacing any earlier share of it) and
 * records it in the project's history. Returns the file as lists show it.
 */
export async function shareStageFile(db: Database, actor: Viewer, fileId: string, userId: string): Promise<StageFile> {
  await db.transaction(async (tx) => {
    const name = await requireUser(tx, userId, "user_id");
    const result = await tx.execute<{ file_name: string; version: number; project_id: string }>(sql`
      update stage_files f set shared_with = ${userId}, shared_at = now()
      from project_stages s
      where f.id = ${fileId} and s.id = f.stage_id
      returning f.file_name, f.version, s.project_id
    `);
    const row = result.rows[0];
    if (!row) throw notFound(FILE_NOT_FOUND);
    await recordActivity(tx, {
      projectId: row.project_id,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.fileShared,
      details: { file_name: row.file_name, version: row.version, person: name },
    });
    await notifyFileShared(tx, actor, { userId, fileName: row.file_name });
  });
  return getFile(db, fileId);
}

/** Files shared with the viewer, newest share first. */
export async function listSharedWithMe(
  db: DbOrTx,
  viewer: Viewer,
  /** The projects the viewer may open, as the policy decides (visibleProjectsCondition). */
  projectVisible: SQL,
): Promise<StageFile[]> {
  const rows = await selectFiles(
    db,
    sql`f.shared_with = ${viewer.id}`,
    sql`order by f.shared_at desc nulls last, f.id desc limit 100`,
    projectVisible,
  );
  return rows.map(toStageFile);
}

/** The Illustration stage and image files. */
const ILLUSTRATIONS = sql`(s.stage_name ilike '%illustration%' or f.file_type like 'image/%')`;

/**
 * The document repository: every file the viewer may download, newest first, a page
 * at a time by (uploaded_at, id). One statement however many files there are.
 */
export async function listRepositoryFiles(
  db: DbOrTx,
  /** The files the viewer may download, as the policy decides (downloadableFilesCondition). */
  downloadable: SQL,
  /** The projects the viewer may open, as the policy decides (visibleProjectsCondition). */
  projectVisible: SQL,
  query: { category?: FileCategory; q?: string; cursor?: string; limit?: number },
): Promise<FilePage> {
  const limit = query.limit ?? 50;
  const conditions: SQL[] = [downloadable];
  if (query.category === "illustrations") conditions.push(ILLUSTRATIONS);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(sql`(f.file_name ilike ${pattern} or p.title ilike ${pattern})`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(
      sql`(f.uploaded_at, f.id) < (timestamptz 'epoch' + ${cursor.updatedAtMicros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await selectFiles(
    db,
    sql.join(conditions, sql` and `),
    sql`order by f.uploaded_at desc, f.id desc limit ${limit + 1}`,
    projectVisible,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toStageFile),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ updatedAtMicros: last.uploaded_micros, id: last.id }) : null,
  };
}

export async function listFileComments(db: DbOrTx, fileId: string): Promise<FileComment[]> {
  const result = await db.execute<{
    id: string;
    file_id: string;
    content: string;
    author_id: string | null;
    author_name: string | null;
    created_at: Date | string;
  }>(sql`
    select c.id, c.file_id, c.content, c.author_id, ${displayName("u")} as author_name, c.created_at
    from file_comments c left join "user" u on u.id = c.author_id
    where c.file_id = ${fileId}
    order by c.created_at, c.id
    limit 500
  `);
  return result.rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

export async function addFileComment(db: DbOrTx, actor: Viewer, fileId: string, content: string) {
  const [row] = await db.insert(fileComments).values({ fileId, authorId: actor.id, content }).returning();
  return {
    id: row.id,
    file_id: row.fileId,
    content: row.content,
    author_id: row.authorId,
    author_name: actorLabel(actor),
    created_at: iso(row.createdAt),
  } satisfies FileComment;
}
