import { CreateBucketCommand, HeadBucketCommand, type S3Client } from "@aws-sdk/client-s3";

/** What S3 and S3-compatible services answer when the bucket is already there. */
const ALREADY_THERE = new Set(["BucketAlreadyOwnedByYou", "BucketAlreadyExists"]);

/**
 * Makes sure the bucket exists, creating it when it does not: what a fresh S3-compatible server
 * (the compose layout's MinIO) needs once before the first upload. Running it again changes nothing.
 * Answers whether it created the bucket.
 */
export async function ensureBucket(client: S3Client, bucket: string): Promise<boolean> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return false;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return true;
  } catch (error) {
    if (ALREADY_THERE.has((error as Error).name)) return false;
    throw error;
  }
}
