/**
 * `node --import tsx scripts/create-bucket.ts`: creates the S3_BUCKET the environment names, if it is
 * missing, waiting up to a minute for the S3 server to answer. The compose layout runs it once before
 * the app instances start; on AWS or any managed service, create the bucket there instead.
 */
import { parseEnv } from "#server/env";
import { ensureBucket } from "#server/storage/ensure-bucket";
import { createS3Client } from "#server/storage/s3";

const ATTEMPTS = 30;
const RETRY_DELAY_MS = 2_000;

const env = parseEnv();
if (!env.S3) {
  process.stderr.write(
    "S3_BUCKET is not set: files are stored under DATA_DIR/files, and there is no bucket to create.\n",
  );
  process.exit(1);
}
const { bucket, ...settings } = env.S3;
const client = createS3Client(settings);
for (let attempt = 1; ; attempt++) {
  try {
    const created = await ensureBucket(client, bucket);
    process.stdout.write(created ? `Created the bucket ${bucket}.\n` : `The bucket ${bucket} already exists.\n`);
    break;
  } catch (error) {
    if (attempt === ATTEMPTS) {
      process.stderr.write(`Could not reach the bucket ${bucket}: ${(error as Error).message}\n`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}
