/**
 * The stored-files half of a backup. Local disk: every file under DATA_DIR/files is held by a
 * hard link in the staging folder while the database snapshot is open, so a file the app
 * deletes a moment later is still archived as the snapshot saw it. S3: the bucket's objects
 * are listed with their sizes and sha256, and a restore checks the bucket still holds them.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { assertValidKey } from "#server/storage/storage";

export interface StagedFile {
  key: string;
  bytes: number;
}

/** Files still being written (`<key>.<random>.part`) are not stored files yet. */
const isPartial = (name: string) => name.endsWith(".part");

function walk(root: string, dir = root): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(root, full);
    if (!entry.isFile() || isPartial(entry.name)) return [];
    return [path.relative(root, full).split(path.sep).join("/")];
  });
}

/** Links (or, across file systems, copies) every stored file into `stagingDir/files`. */
export function stageLocalFiles(filesRoot: string, stagingDir: string): StagedFile[] {
  const staged: StagedFile[] = [];
  for (const key of walk(filesRoot).sort()) {
    const source = path.join(filesRoot, key);
    const target = path.join(stagingDir, "files", key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue; // deleted since the listing: not in the snapshot either
      if (code !== "EXDEV" && code !== "EPERM") throw error;
      fs.copyFileSync(source, target);
    }
    staged.push({ key, bytes: fs.statSync(target).size });
  }
  return staged;
}

export interface BucketObject {
  key: string;
  bytes: number;
  sha256: string;
}

/** Every object in the bucket, read once to checksum it; its bytes stay in the bucket. */
export async function listBucketObjects(client: S3Client, bucket: string): Promise<BucketObject[]> {
  const objects: BucketObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const item of page.Contents ?? []) {
      if (!item.Key) continue;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: item.Key }));
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      for await (const chunk of object.Body as AsyncIterable<Uint8Array>) {
        hash.update(chunk);
        bytes += chunk.byteLength;
      }
      objects.push({ key: item.Key, bytes, sha256: hash.digest("hex") });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** The recorded objects the bucket no longer holds at their recorded size, as sentences. */
export async function missingBucketObjects(
  client: S3Client,
  bucket: string,
  objects: { key: string; bytes: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key }));
      if (head.ContentLength !== object.bytes) {
        problems.push(`${object.key} is ${head.ContentLength} bytes in the bucket, ${object.bytes} in the backup`);
      }
    } catch {
      problems.push(`${object.key} is missing from bucket ${bucket}`);
    }
  }
  return problems;
}

/** An archive's file entry name → its storage key, refusing anything that could escape the files folder. */
export function keyOfFileEntry(entryName: string): string {
  const key = entryName.slice("files/".length);
  assertValidKey(key);
  return key;
}

/** The sha256 of a file's bytes, read as a stream. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
