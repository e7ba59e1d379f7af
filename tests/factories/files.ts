import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { activityLog, fileComments, projectStages, projects, stageFiles } from "#server/db/schema/index";
import { type BlobStorage, newBlobKey } from "#server/storage/index";
import { FILE_TYPES, type FileKind } from "#shared/files";
import type { Role } from "#shared/roles";
import { TINY_JPEG, TINY_PNG } from "./images";

/** A one-page PDF with real structure (header, catalog, page, xref), small enough for any test. */
export const TINY_PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "xref",
    "0 4",
    "0000000000 65535 f ",
    "0000000009 00000 n ",
    "0000000058 00000 n ",
    "0000000115 00000 n ",
    "trailer << /Size 4 /Root 1 0 R >>",
    "startxref",
    "186",
    "%%EOF",
    "",
  ].join("\n"),
  "latin1",
);

/** A DOCX starts as a ZIP archive; this is a ZIP local-file header with an empty entry. */
export const TINY_DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00]),
  Buffer.alloc(20),
  Buffer.from("[Content_Types].xml"),
]);

/** A legacy Word file starts with the OLE2 compound-document signature. */
export const TINY_DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);

/** An HTML page: what a renamed .png must not smuggle in. */
export const HTML_PAGE = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** `bytes` long, starting as a PDF, so only its size can refuse it. */
export function pdfOfSize(bytes: number): Buffer {
  const out = Buffer.alloc(bytes, 0x20);
  TINY_PDF.copy(out, 0, 0, Math.min(TINY_PDF.byteLength, bytes));
  return out;
}

const BYTES: Record<FileKind, Buffer> = {
  pdf: TINY_PDF,
  doc: TINY_DOC,
  docx: TINY_DOCX,
  jpg: TINY_JPEG,
  png: TINY_PNG,
};

/** A stored stage file: the blob in storage and its row, as an upload leaves them. */
export async function createStageFile(
  db: DbOrTx,
  storage: BlobStorage,
  values: {
    stageId: string;
    fileName: string;
    kind?: FileKind;
    version?: number;
    uploadedBy: string | null;
    sharedWith?: string | null;
    sharedAt?: Date | null;
    uploadedAt?: Date;
  },
) {
  const kind = values.kind ?? "pdf";
  const key = newBlobKey(values.stageId, kind);
  await storage.put(key, BYTES[kind]);
  const [row] = await db
    .insert(stageFiles)
    .values({
      stageId: values.stageId,
      fileName: values.fileName,
      filePath: key,
      fileType: FILE_TYPES[kind].contentType,
      sizeBytes: BYTES[kind].byteLength,
      version: values.version ?? 1,
      uploadedBy: values.uploadedBy,
      sharedWith: values.sharedWith ?? null,
      sharedAt: values.sharedWith ? (values.sharedAt ?? new Date()) : null,
      ...(values.uploadedAt ? { uploadedAt: values.uploadedAt } : {}),
    })
    .returning();
  return row;
}

interface DemoFile {
  project: string;
  stage: string;
  name: string;
  kind: FileKind;
  versions: number;
  by: Role;
  sharedWith?: Role;
  daysAgo: number;
  comment?: { by: Role; text: string };
}

/** Titles and stage names are those of the demo projects (tests/factories/projects.ts). */
const DEMO_FILES: DemoFile[] = [
  {
    project: "The Baobab Keeper",
    stage: "Writing",
    name: "manuscript.pdf",
    kind: "pdf",
    versions: 2,
    by: "Writer",
    sharedWith: "Editor",
    daysAgo: 1,
    comment: { by: "Editor", text: "Version 2 reads much better; chapter four still runs long." },
  },
  {
    project: "Kofi and the Kite",
    stage: "Illustration",
    name: "spread-01.png",
    kind: "png",
    versions: 1,
    by: "Illustrator",
    sharedWith: "Typesetter",
    daysAgo: 2,
  },
  {
    project: "A Short History of the Swahili Coast",
    stage: "Editing",
    name: "style-notes.docx",
    kind: "docx",
    versions: 1,
    by: "Editor",
    daysAgo: 6,
  },
  {
    project: "Healthy Harvests: A Farmer's Guide to Soil",
    stage: "Illustration",
    name: "cover-sketch.jpg",
    kind: "jpg",
    versions: 3,
    by: "Illustrator",
    sharedWith: "Writer",
    daysAgo: 10,
    comment: { by: "Admin", text: "Approved for the cover." },
  },
];

/**
 * Demo stage files with their versions, shares and comments, stored as real bytes.
 * Only stages the demo projects have are used, and a stage that already has the file
 * is skipped, so running the seed twice adds nothing. Returns how many versions it stored.
 */
export async function seedDemoFiles(
  db: DbOrTx,
  storage: BlobStorage,
  users: Array<{ id: string; name: string; role: Role }>,
  now = new Date(),
): Promise<number> {
  const byRole = new Map(users.map((u) => [u.role, u]));
  const stages = await db
    .select({ id: projectStages.id, name: projectStages.stageName, projectId: projects.id, title: projects.title })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .where(inArray(projects.title, [...new Set(DEMO_FILES.map((f) => f.project))]));
  let stored = 0;
  for (const demo of DEMO_FILES) {
    const stage = stages.find((s) => s.title === demo.project && s.name === demo.stage);
    const uploader = byRole.get(demo.by);
    if (!stage || !uploader) continue;
    const [existing] = await db
      .select({ id: stageFiles.id })
      .from(stageFiles)
      .where(and(eq(stageFiles.stageId, stage.id), eq(stageFiles.fileName, demo.name)));
    if (existing) continue;
    let latest: { id: string } | undefined;
    for (let version = 1; version <= demo.versions; version += 1) {
      const uploadedAt = new Date(now.getTime() - (demo.daysAgo + demo.versions - version) * 86_400_000);
      const target = version === demo.versions && demo.sharedWith ? byRole.get(demo.sharedWith) : undefined;
      latest = await createStageFile(db, storage, {
        stageId: stage.id,
        fileName: demo.name,
        kind: demo.kind,
        version,
        uploadedBy: uploader.id,
        sharedWith: target?.id ?? null,
        sharedAt: target ? uploadedAt : null,
        uploadedAt,
      });
      stored += 1;
      await db.insert(activityLog).values({
        projectId: stage.projectId,
        actorId: uploader.id,
        action: version > 1 ? "file_version_uploaded" : "file_uploaded",
        details: { file_name: demo.name, version, stage: stage.name },
        createdAt: uploadedAt,
      });
    }
    const commenter = demo.comment ? byRole.get(demo.comment.by) : undefined;
    if (latest && demo.comment && commenter) {
      await db.insert(fileComments).values({ fileId: latest.id, authorId: commenter.id, content: demo.comment.text });
    }
  }
  return stored;
}
