/**
 * The S3 storage against s3rver, an S3-compatible server run in-process on
 * 127.0.0.1 (S3 is outside the product; the database in the app test stays real).
 * s3rver has no AbortMultipartUpload, so the test adds one, the way S3 behaves.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema/index";
import { parseEnv } from "#server/env";
import { TINY_JPEG, TINY_PNG } from "#tests/factories/images";
import { createProject } from "#tests/factories/projects";
import { uploadFile } from "#tests/factories/uploads";
import { createTestApp } from "#tests/setup/test-app";
import { createStorage } from "./index";
import { createS3Client, createS3Storage } from "./s3";
import { type BlobStorage, newBlobKey } from "./storage";
import { LONGEST_UPLOAD_MS, sweepOrphans } from "./sweep-orphans";

const BUCKET = "folio-test";
const MiB = 1024 * 1024;

/** The slice of Koa's context the added middleware uses. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3rverInternals = S3rver & {
  middleware: Middleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
};

let tmp: string;
let server: S3rverInternals;
let endpoint: string;
let client: S3Client;
let storage: BlobStorage;
/** "METHOD key?query" per request the server received, in order. */
let requests: string[] = [];
/** Start times the test gives multipart uploads (as if begun earlier), by upload id. */
const uploadStartedAt = new Map<string, Date>();
/** CompleteMultipartUpload for this key commits the object, then answers 500 (a lost response). */
let failCompleteFor: string | null = null;

const uploadsDir = () => server.store.getResourcePath(BUCKET, undefined, "uploads");

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(tmp, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  }) as S3rverInternals;

  const record: Middleware = async (ctx, next) => {
    const query = Object.keys(ctx.query).filter((name) => name !== "x-id");
    requests.push(`${ctx.method} ${ctx.path.replace(`/${BUCKET}/`, "")}${query.length ? `?${query.join("&")}` : ""}`);
    await next();
  };
  const abortMultipartUpload: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== "DELETE" || !uploadId) return next();
    const dir = path.join(uploadsDir(), path.basename(uploadId));
    if (!fs.existsSync(dir)) {
      ctx.status = 404;
      ctx.type = "application/xml";
      ctx.body = "<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>";
      return;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    ctx.status = 204;
  };
  const loseCompleteResponse: Middleware = async (ctx, next) => {
    const completing = ctx.method === "POST" && ctx.query.uploadId !== undefined;
    if (!completing || !failCompleteFor || !ctx.path.endsWith(`/${failCompleteFor}`)) return next();
    await next().catch(() => {});
    ctx.status = 500;
    ctx.type = "application/xml";
    ctx.body = "<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>";
  };
  // ListMultipartUploads, which s3rver lacks: each upload folder holds its key; the folder's time is its start.
  const listMultipartUploads: Middleware = async (ctx, next) => {
    const isList =
      ctx.method === "GET" && ctx.query.uploads !== undefined && ctx.path.replace(/\/$/, "") === `/${BUCKET}`;
    if (!isList) return next();
    const uploads = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : [];
    const entries = uploads.map((uploadId) => {
      const dir = path.join(uploadsDir(), uploadId);
      const key = fs.readFileSync(path.join(dir, "key"), "utf8");
      const initiated = (uploadStartedAt.get(uploadId) ?? fs.statSync(dir).mtime).toISOString();
      return `<Upload><Key>${key}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
    });
    ctx.status = 200;
    ctx.type = "application/xml";
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${BUCKET}</Bucket><IsTruncated>false</IsTruncated>${entries.join("")}</ListMultipartUploadsResult>`;
  };
  server.middleware.unshift(record, abortMultipartUpload, loseCompleteResponse, listMultipartUploads);

  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  client = createS3Client({
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  storage = createS3Storage({ client, bucket: BUCKET });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  requests = [];
  failCompleteFor = null;
});

async function objectKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

async function exists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

const pendingUploads = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks);
}

/** A body that arrives in 64 KiB chunks, as a request body does. */
function streamOf(
  bytes: Uint8Array,
  options: { failAfter?: number; beforeChunk?: (sent: number) => Promise<void> } = {},
) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (options.failAfter !== undefined && sent >= options.failAfter) {
        controller.error(new Error("client went away"));
        return;
      }
      await options.beforeChunk?.(sent);
      if (sent >= bytes.byteLength) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(sent, sent + 64 * 1024);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

describe("S3 storage", () => {
  it("puts, gets and deletes an object under exactly its key", async () => {
    const key = newBlobKey("covers", "png");
    await storage.put(key, TINY_PNG);
    expect(await objectKeys()).toContain(key);

    const blob = await storage.get(key);
    expect(blob?.size).toBe(TINY_PNG.byteLength);
    expect(await readAll(blob!.body)).toEqual(TINY_PNG);

    await storage.delete(key);
    expect(await exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("streams a multi-MB body up in parts as it arrives, and back down as a stream", async () => {
    const bytes = crypto.randomBytes(12 * MiB);
    const key = newBlobKey("files", "pdf");
    // The rest of the body is held back until the first part has reached the server:
    // a put that buffered the whole body first would never get there.
    const partOneArrived = () => requests.includes(`PUT ${key}?partNumber&uploadId`);
    const body = streamOf(bytes, {
      beforeChunk: (sent) => (sent >= 6 * MiB ? until(partOneArrived, "part 1") : Promise.resolve()),
    });
    await storage.put(key, body);

    const forKey = requests.filter((line) => line.includes(key));
    expect(forKey[0]).toBe(`POST ${key}?uploads`);
    expect(forKey.filter((line) => line.startsWith(`PUT ${key}?partNumber`))).toHaveLength(3);
    expect(forKey.at(-1)).toBe(`POST ${key}?uploadId`);
    expect(pendingUploads()).toEqual([]);

    const blob = await storage.get(key);
    expect(blob?.size).toBe(bytes.byteLength);
    expect(blob?.body).toBeInstanceOf(ReadableStream);
    expect(sha256(await readAll(blob!.body))).toBe(sha256(bytes));
    await storage.delete(key);
  });

  it("leaves no object and no parts when the body aborts after parts were uploaded", async () => {
    const key = newBlobKey("files", "pdf");
    const bytes = crypto.randomBytes(12 * MiB);
    await expect(storage.put(key, streamOf(bytes, { failAfter: 7 * MiB }))).rejects.toThrow("client went away");

    expect(requests).toContain(`POST ${key}?uploads`);
    expect(requests).toContain(`DELETE ${key}?uploadId`);
    expect(await exists(key)).toBe(false);
    expect(await objectKeys()).not.toContain(key);
    expect(pendingUploads()).toEqual([]);
  });

  it("sends nothing when the body aborts within its first part", async () => {
    const key = newBlobKey("files", "pdf");
    await expect(storage.put(key, streamOf(crypto.randomBytes(2 * MiB), { failAfter: MiB }))).rejects.toThrow(
      "client went away",
    );
    expect(requests.filter((line) => line.includes(key))).toEqual([]);
    expect(await exists(key)).toBe(false);
  });

  it("removes the object when the service committed it but the answer was lost", async () => {
    const key = newBlobKey("files", "pdf");
    failCompleteFor = key;
    await expect(storage.put(key, streamOf(crypto.randomBytes(6 * MiB)))).rejects.toThrow();
    expect(requests).toContain(`DELETE ${key}`);
    expect(await exists(key)).toBe(false);
    expect(pendingUploads()).toEqual([]);
  });

  it.each([
    "../escape.png",
    "/absolute.png",
    "covers/../../x.png",
    "covers/a b.png",
    "covers//x.png",
    "covers/no-extension",
    "covers/x.PNG",
    "",
  ])("refuses the key %j before any request", async (key) => {
    await expect(storage.put(key, TINY_PNG)).rejects.toThrow("Invalid storage key");
    await expect(storage.get(key)).rejects.toThrow("Invalid storage key");
    await expect(storage.delete(key)).rejects.toThrow("Invalid storage key");
    expect(requests).toEqual([]);
  });
});

describe("createStorage", () => {
  const s3Env = () => ({
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });

  it("uses local disk under DATA_DIR/files without S3 settings", async () => {
    const dataDir = path.join(tmp, "local");
    const local = createStorage(parseEnv({ DATA_DIR: dataDir }));
    const key = newBlobKey("covers", "png");
    await local.put(key, TINY_PNG);
    expect(fs.readFileSync(path.join(dataDir, "files", key))).toEqual(TINY_PNG);
    expect(requests).toEqual([]);
  });

  it("uses the bucket when S3_BUCKET is set (path-style by default with an endpoint)", async () => {
    const s3 = createStorage(parseEnv(s3Env()));
    const key = newBlobKey("covers", "png");
    await s3.put(key, TINY_PNG);
    expect(await exists(key)).toBe(true);
    expect(await readAll((await s3.get(key))!.body)).toEqual(TINY_PNG);
    await s3.delete(key);
  });

  it("refuses to start with S3_BUCKET but no region or credentials", () => {
    expect(() => createStorage(parseEnv({ S3_BUCKET: BUCKET }))).toThrow(
      "S3_BUCKET is set, so files go to S3, but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing.",
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3Env();
    expect(() => createStorage(parseEnv(withoutSecret))).toThrow(
      "S3_BUCKET is set, so files go to S3, but S3_SECRET_ACCESS_KEY is missing.",
    );
  });

  it("refuses S3 settings without S3_BUCKET rather than quietly using local disk", () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3Env();
    expect(() => createStorage(parseEnv(withoutBucket))).toThrow(
      "S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT are set but S3_BUCKET is not.",
    );
  });
});

describe("cover images through the app with S3 storage", () => {
  it("uploads, serves, replaces and removes a cover in the bucket, with nothing on local disk", async () => {
    const dataDir = path.join(tmp, "app");
    const t = await createTestApp({ DATA_DIR: dataDir }, { storage });
    await t.signUp({ name: "First Admin" });
    const creator = await t.signUp({ role: "Writer" });
    const project = await createProject(t.db, { createdBy: creator.id });
    const coverPath = `/api/projects/${project.id}/cover`;
    const storedKey = async () =>
      (await t.db.select({ key: projects.coverImage }).from(projects).where(eq(projects.id, project.id)))[0].key;

    const uploaded = await uploadFile(t, coverPath, { as: creator, bytes: TINY_PNG, name: "cover.png" });
    expect(uploaded.status).toBe(200);
    const first = await storedKey();
    expect(first).toMatch(/^covers\/[0-9a-f-]{36}\.png$/);
    expect(await exists(first!)).toBe(true);

    const image = await t.request(coverPath, { as: creator });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-length")).toBe(String(TINY_PNG.byteLength));
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);

    const replaced = await uploadFile(t, coverPath, { as: creator, bytes: TINY_JPEG, name: "cover.jpg" });
    expect(replaced.status).toBe(200);
    const second = await storedKey();
    expect(await exists(first!)).toBe(false);
    expect(await exists(second!)).toBe(true);

    expect((await t.request(coverPath, { method: "DELETE", as: creator })).status).toBe(200);
    expect(await exists(second!)).toBe(false);
    expect((await t.request(coverPath, { as: creator })).status).toBe(404);
    expect(fs.existsSync(path.join(dataDir, "files"))).toBe(false);
  });
});

describe("the start-up sweep with S3 storage", () => {
  /** A multipart upload with one part sent and never completed, begun `ageMs` ago. */
  async function abandonedUpload(key: string, ageMs: number): Promise<{ key: string; uploadId: string }> {
    const created = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const uploadId = created.UploadId!;
    await client.send(
      new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId, PartNumber: 1, Body: TINY_PNG }),
    );
    uploadStartedAt.set(uploadId, new Date(Date.now() - ageMs));
    return { key, uploadId };
  }

  it("aborts multipart uploads older than the longest upload and removes old unreferenced objects only", async () => {
    const t = await createTestApp({ DATA_DIR: path.join(tmp, "sweep") }, { storage });
    const creator = await t.signUp({ role: "Writer" });
    const project = await createProject(t.db, { createdBy: creator.id });
    const referenced = newBlobKey("covers", "png");
    await storage.put(referenced, TINY_PNG);
    await t.db.update(projects).set({ coverImage: referenced }).where(eq(projects.id, project.id));
    const orphan = newBlobKey("covers", "png");
    await storage.put(orphan, TINY_PNG);

    const stale = await abandonedUpload(newBlobKey("covers", "png"), LONGEST_UPLOAD_MS + 60_000);
    const { uploadId: live } = await abandonedUpload(newBlobKey("covers", "png"), 60_000);

    const logger = { debug() {}, info() {}, warn() {}, error() {} };
    const first = await sweepOrphans({ db: t.db, storage, logger });
    expect(first).toEqual({ unfinished: { count: 1, bytes: 0 }, orphans: { count: 0, bytes: 0 } });
    expect(pendingUploads()).toEqual([live]);
    expect(requests).toContain(`DELETE ${stale.key}?uploadId`);
    // The orphan is younger than the longest upload: its row may be on its way.
    expect(await exists(orphan)).toBe(true);

    // Two hours on, the orphan and the other upload are past the bound; the cover stays.
    const later = await sweepOrphans(
      { db: t.db, storage, logger },
      { now: new Date(Date.now() + 2 * LONGEST_UPLOAD_MS) },
    );
    expect(later).toEqual({
      unfinished: { count: 1, bytes: 0 },
      orphans: { count: 1, bytes: TINY_PNG.byteLength },
    });
    expect(pendingUploads()).toEqual([]);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(referenced)).toBe(true);
  });
});
