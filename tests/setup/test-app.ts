import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { createApp } from "#server/app";
import { createAuth, type PasswordHashing } from "#server/auth/auth";
import { ViewerCache } from "#server/auth/viewer-cache";
import type { Database } from "#server/db/client";
import { userRoles } from "#server/db/schema/index";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { LiveHub, poolConnectionConfig } from "#server/realtime/index";
import type { BlobStorage } from "#server/storage/index";
import type { Role } from "#shared/roles";
import { closeAfterFile } from "./file-teardown";
import { createTestDatabase } from "./test-db";

export const TEST_ORIGIN = "http://127.0.0.1:3000";
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  as?: TestUser | null;
  headers?: Record<string, string>;
  /** The TCP peer address the app sees (rate limits key on it). */
  ip?: string;
}

let counter = 0;

/**
 * Better Auth's own scrypt, run once per distinct password in a worker rather than once per
 * account: each hash costs a tenth of a second of CPU, and the suite signs up hundreds of accounts,
 * nearly all with one password. A password checked against a hash this worker made is compared with
 * it; anything else (a wrong password, a hash from elsewhere) goes through the real check.
 */
const hashOf = new Map<string, Promise<string>>();
const hashOncePerPassword: PasswordHashing = {
  hash: (password) => {
    let hash = hashOf.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashOf.set(password, hash);
    }
    return hash;
  },
  verify: async ({ hash, password }) => (await hashOf.get(password)) === hash || verifyPassword({ hash, password }),
};

/**
 * The real app on a fresh real database, driven in-process. Requests carry the
 * Origin header a browser would send, as Better Auth and our CSRF check expect.
 * Files go to DATA_DIR/files unless a storage is given (e.g. S3 in storage tests).
 * Passing another test app's `db` gives a second instance sharing its database.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  { storage, db: sharedDb, database }: { storage?: BlobStorage; db?: Database; database?: Database } = {},
) {
  // A given database makes a second app instance on the same data (as several servers would be).
  const db: Database = sharedDb ?? database ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: "test",
    PORT: "3000",
    DATA_DIR: "/tmp/folio-unused",
    LOG_LEVEL: "silent",
    ...overrides,
  });
  const logger = createLogger(overrides.LOG_LEVEL === "debug" ? "debug" : "silent");
  const auth = createAuth({ db, env, secret: TEST_AUTH_SECRET, logger, password: hashOncePerPassword });
  const liveHub = new LiveHub(poolConnectionConfig(db.$client), logger);
  const viewerCache = new ViewerCache(poolConnectionConfig(db.$client), logger);
  await viewerCache.start();
  closeAfterFile(() => Promise.all([liveHub.close(), viewerCache.close()]));
  const app = createApp({ env, db, auth, logger, storage, liveHub, viewerCache });

  async function request(path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
    if (options.as) headers.cookie = options.as.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const connInfo = {
      incoming: { socket: { remoteAddress: options.ip ?? "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } },
    };
    return app.request(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body }, connInfo);
  }

  /** Signs up a new account through the real auth routes; optionally gives it a role directly. */
  async function signUp(options: { role?: Role; name?: string; email?: string; password?: string } = {}) {
    counter += 1;
    const email = options.email ?? `user${counter}-${Date.now()}@example.test`;
    const name = options.name ?? `Test User ${counter}`;
    const res = await request("/api/auth/sign-up/email", {
      body: { email, password: options.password ?? "correct-horse-battery", name },
      ip: `10.1.${Math.floor(counter / 250)}.${counter % 250}`,
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    const { user } = (await res.json()) as { user: { id: string } };
    if (options.role) {
      await db
        .insert(userRoles)
        .values({ userId: user.id, role: options.role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: options.role } });
    }
    const [row] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    return { id: user.id, email, name, cookie, role: row?.role ?? "User" } as TestUser & { role: string };
  }

  return { app, auth, db, env, liveHub, viewerCache, request, signUp };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
