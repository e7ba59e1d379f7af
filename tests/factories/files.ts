import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { activityLog, fileComments, projectStages, projects, stageFiles } from "#server/db/schema/index";
import { type BlobStorage, newBlobKey } from "#server/storage/index";
import { FILE_TYPES, type FileKind } from "#shared/files";
import type { Role } from "#shared/roles";
import { TINY_JPEG, TINY_PNG } from "./images";
import { sampleDocx, samplePdf, samplePng } from "./sample-documents";
import { atWorkingHour } from "./working-hours";

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
    /** The file's content; a tiny valid file of its kind when omitted. */
    bytes?: Buffer;
  },
) {
  const kind = values.kind ?? "pdf";
  const key = newBlobKey(values.stageId, kind);
  const bytes = values.bytes ?? BYTES[kind];
  await storage.put(key, bytes);
  const [row] = await db
    .insert(stageFiles)
    .values({
      stageId: values.stageId,
      fileName: values.fileName,
      filePath: key,
      fileType: FILE_TYPES[kind].contentType,
      sizeBytes: bytes.byteLength,
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
    name: "cover-sketch.png",
    kind: "png",
    versions: 3,
    by: "Illustrator",
    sharedWith: "Writer",
    daysAgo: 10,
    comment: { by: "Admin", text: "Approved for the cover." },
  },
];

const MANUSCRIPT = [
  "The dry season came early that year. By the time the long rains should have started, the river had shrunk to a ribbon of brown water between cracked banks, and the goats had learned to wait in the shade of the baobab until evening.",
  "Nia's grandmother said the tree had seen four hundred dry seasons. Nia did not believe her until she found the first of the carvings, low on the trunk where the bark folded over itself like the skin of an old hand.",
  "Each mark told a story. A circle for a well that had been dug, three lines for a marriage, a small crooked shape that might have been a lion or might have been a dog, depending on who was telling it.",
];

/** A demo file's content at a believable size: each version a little longer than the last. */
function demoFileBytes(demo: DemoFile, version: number): Buffer {
  switch (demo.kind) {
    case "pdf":
      return samplePdf(demo.project, MANUSCRIPT, 40 + version * 8);
    case "docx":
    case "doc":
      return sampleDocx(`${demo.project}: ${demo.name}`, MANUSCRIPT, 12 + version * 4);
    default:
      return samplePng(640 + version * 40, 480, [196, 120, 60], [60, 90, 140]);
  }
}

/** Demo books that have a cover, with the cover's two colours. */
const DEMO_COVERS: Array<{ project: string; from: [number, number, number]; to: [number, number, number] }> = [
  { project: "The Baobab Keeper", from: [230, 160, 60], to: [120, 60, 30] },
  { project: "Kofi and the Kite", from: [90, 170, 230], to: [250, 220, 120] },
  { project: "Healthy Harvests: A Farmer's Guide to Soil", from: [120, 170, 80], to: [70, 50, 30] },
  { project: "The Lion Who Lost His Roar", from: [240, 190, 90], to: [170, 70, 40] },
  { project: "Caring for Mothers and Newborns", from: [230, 140, 160], to: [90, 110, 170] },
];

/**
 * Gives some demo books a cover image (a book that already has one keeps it).
 * Returns how many covers it stored.
 */
export async function seedDemoCovers(db: DbOrTx, storage: BlobStorage): Promise<number> {
  let stored = 0;
  for (const cover of DEMO_COVERS) {
    const [project] = await db
      .select({ id: projects.id, cover: projects.coverImage })
      .from(projects)
      .where(eq(projects.title, cover.project));
    if (!project || project.cover) continue;
    const key = newBlobKey("covers", "png");
    await storage.put(key, samplePng(400, 600, cover.from, cover.to, 0));
    await db.update(projects).set({ coverImage: key }).where(eq(projects.id, project.id));
    stored += 1;
  }
  return stored;
}

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
      const uploadedAt = atWorkingHour(
        new Date(now.getTime() - (demo.daysAgo + demo.versions - version) * 86_400_000),
        stored + version,
      );
      const target = version === demo.versions && demo.sharedWith ? byRole.get(demo.sharedWith) : undefined;
      latest = await createStageFile(db, storage, {
        stageId: stage.id,
        fileName: demo.name,
        kind: demo.kind,
        bytes: demoFileBytes(demo, version),
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
