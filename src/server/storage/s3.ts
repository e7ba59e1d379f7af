import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Logger } from "#server/lib/logger";
import { assertValidKey, type BlobEntry, type BlobStorage, isValidKey, type Removed } from "./storage";

export interface S3ClientSettings {
  region: string;
  /** An S3-compatible service instead of AWS, e.g. http://127.0.0.1:9000. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3ClientSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Only the checksums an operation requires: the SDK's default streams trailing
    // checksums (aws-chunked), which several S3-compatible services refuse.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Bytes per part; S3's minimum (5 MiB) by default. A body of one part or less is a single PutObject. */
  partSize?: number;
  /** Parts in flight per upload. Memory held by one upload is about (queueSize + 1) × partSize. */
  queueSize?: number;
  /** Where a failed clean-up is reported (the failed put itself is thrown to the caller). */
  logger?: Logger;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * Objects in one bucket, under exactly the keys the app chose (see assertValidKey).
 * Uploads stream through lib-storage: a body is sent in parts as it arrives, so at
 * most a few parts sit in memory, never the whole file.
 */
export function createS3Storage(options: S3StorageOptions): BlobStorage {
  const { client, bucket, logger } = options;
  const partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
  const queueSize = options.queueSize ?? 2;

  /**
   * After a failed put: abort the multipart upload so no parts stay billed, and if the
   * whole body had been sent (so the service may have committed it before the error
   * reached us) remove the key too. Keys are fresh per upload (newBlobKey), so this
   * never removes an object someone else wrote.
   */
  async function cleanUp(key: string, uploadId: string | undefined, bodySent: boolean) {
    const steps: Array<[string, Promise<unknown>]> = [];
    if (uploadId) {
      // lib-storage aborts too; sending it again is harmless and covers a failed first try.
      const abort = client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch((error) => {
          if (!isNotFound(error)) throw error;
        });
      steps.push(["abort multipart upload", abort]);
    }
    if (bodySent) steps.push(["delete object", client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))]);
    const results = await Promise.allSettled(steps.map(([, step]) => step));
    results.forEach((result, i) => {
      if (result.status === "rejected") {
        logger?.warn("s3 clean-up after a failed upload failed", {
          key,
          step: steps[i][0],
          error: String(result.reason),
        });
      }
    });
  }

  return {
    async put(key, body) {
      assertValidKey(key);
      let bodySent = body instanceof Uint8Array;
      const source =
        body instanceof Uint8Array
          ? body
          : body.pipeThrough(
              new TransformStream<Uint8Array, Uint8Array>({
                flush() {
                  bodySent = true;
                },
              }),
            );
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: source, ContentType: "application/octet-stream" },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // Release whoever is still writing the body (e.g. the request stream).
        if (source instanceof ReadableStream && !source.locked) await source.cancel(error).catch(() => {});
        await cleanUp(key, upload.uploadId, bodySent);
        throw error;
      }
    },

    async get(key) {
      assertValidKey(key);
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      if (!response.Body) throw new Error(`S3 returned no body for ${key}`);
      return {
        body: response.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: response.ContentLength ?? 0,
      };
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async *list(): AsyncGenerator<BlobEntry> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key) && object.LastModified) {
            yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    /**
     * Aborts multipart uploads begun before the bound: their parts are stored (and billed)
     * but no object will ever be made of them. S3 does not report their size here.
     */
    async removeUnfinished({ abandonedBefore }): Promise<Removed> {
      const removed: Removed = { count: 0, bytes: 0 };
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !isValidKey(upload.Key)) continue;
          if (!upload.Initiated || upload.Initiated >= abandonedBefore) continue;
          try {
            await client.send(
              new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
            );
            removed.count += 1;
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
        const more = page.IsTruncated;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}

/** A missing key or upload; a missing bucket is a misconfiguration and stays an error. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.name === "NoSuchUpload" || error.$metadata.httpStatusCode === 404;
}
