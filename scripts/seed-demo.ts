/**
 * `npm run seed:demo`: fills this install (DATA_DIR, or DATABASE_URL) with demo
 * users, one per role, and prints their credentials. Stop the app first when it
 * uses the embedded database: only one process may hold DATA_DIR.
 */
import { createAuth } from "#server/auth/auth";
import { openDatabase } from "#server/bootstrap";
import { parseEnv } from "#server/env";
import { DataDirLockedError } from "#server/lib/data-dir-lock";
import { createLogger } from "#server/lib/logger";
import { loadOrCreateSecret } from "#server/lib/secrets";
import { storageFor } from "#server/storage/index";
import { seedDemoEnquiries } from "#tests/factories/enquiries";
import { seedDemoCovers, seedDemoFiles } from "#tests/factories/files";
import { seedDemoProgress } from "#tests/factories/progress";
import { seedDemoProjects } from "#tests/factories/projects";
import { seedDemoSharing } from "#tests/factories/sharing";
import { ensureDemoUsers } from "#tests/factories/users";

const env = parseEnv();
const logger = createLogger("warn");
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(env, logger);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

try {
  const secret = env.BETTER_AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR, "auth");
  const auth = createAuth({ db: database.db, env, secret, logger });
  const users = await ensureDemoUsers(database.db, auth);
  const projectIds = await seedDemoProjects(database.db, users);
  const progressEntries = await seedDemoProgress(database.db, projectIds);
  const shares = await seedDemoSharing(database.db, users, projectIds);
  const storage = storageFor({ env, db: database.db, auth, logger });
  const fileCount = await seedDemoFiles(database.db, storage, users);
  const coverCount = await seedDemoCovers(database.db, storage);
  const admin = users.find((u) => u.role === "Admin");
  const enquiryCount = admin ? await seedDemoEnquiries(database.db, admin.id) : 0;

  process.stdout.write("\nDemo accounts (sign in at /platform/login):\n\n");
  for (const u of users) process.stdout.write(`  ${u.role.padEnd(12)} ${u.email.padEnd(28)} ${u.password}\n`);
  process.stdout.write(`\nDemo projects created: ${projectIds.length}; project shares: ${shares}\n`);
  process.stdout.write(`Demo progress updates created: ${progressEntries}\n`);
  process.stdout.write(`Demo file versions stored: ${fileCount}; covers: ${coverCount}\n`);
  process.stdout.write(`Demo contact enquiries stored: ${enquiryCount}\n`);
} finally {
  await database.close();
}
