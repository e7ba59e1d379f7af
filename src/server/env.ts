/**
 * The only module that reads process.env. Everything else receives a parsed Env.
 */
import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // An empty PORT would read as 0, a random port; an empty HOST as every interface.
  PORT: z
    .string()
    .regex(/^\d+$/, "expected a port number")
    .default("3000")
    .transform(Number)
    .pipe(z.number().max(65535)),
  HOST: z.string().min(1, "expected an address to listen on").default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** The public origin, for cookies and CSRF. Defaults to http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** One reverse proxy of ours in front: the last X-Forwarded-For entry (the one it appended) is the client. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Sign-in (and, separately, sign-up) attempts per client address per minute: an office's ceiling. Always on. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /** Failed sign-ins one account may have within AUTH_ACCOUNT_LOCK_SECONDS before it answers 429. */
  AUTH_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  AUTH_ACCOUNT_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Uploaded files go to this S3 bucket when set (then region and keys are required), else to DATA_DIR/files. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** An S3-compatible service (MinIO, R2, …) instead of AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key). Unset: on when S3_ENDPOINT is set, off for AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  /** An SMTP server (smtp://user:pass@host:587, smtps://…) for invitation and reset emails. Unset: links are only shown to the Admin. */
  SMTP_URL: z.string().url().optional(),
  /** The sender address of those emails, e.g. "Folio <folio@example.com>". Defaults to folio@<PUBLIC_URL host>. */
  SMTP_FROM: z.string().min(3).max(200).optional(),
  /** Scheduled backups go to this folder; unset, the app takes none (`npm run backup` still works). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Time between scheduled backups: a number with a unit s, m, h or d (30m, 6h, 1d); a bare number is seconds. */
  BACKUP_INTERVAL: z
    .string()
    .default("1d")
    .transform((value, ctx) => {
      const seconds = parseInterval(value);
      if (seconds === null || seconds < 60) {
        ctx.addIssue({
          code: "custom",
          message: "a duration of at least 60 s, like 30m, 6h or 1d (bare numbers are seconds)",
        });
        return z.NEVER;
      }
      return seconds;
    }),
  /** How many scheduled backups to keep; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

const INTERVAL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "90", "90s", "30m", "6h", "1d" → seconds; null when it is none of those. */
export function parseInterval(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * INTERVAL_UNITS[match[2] || "s"];
}
/** Every variable the server reads: deployment files (Dockerfile, compose.yaml) are checked against it. */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

function parseOrThrow<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${details}`);
  }
  return result.data;
}

/** Where uploaded files go when S3_BUCKET is set. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service instead of AWS; undefined for AWS. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs: as set, else on with a custom endpoint (MinIO and the like mostly want them), off for AWS. */
  forcePathStyle: boolean;
}

export type Env = Omit<z.infer<typeof envSchema>, "DATA_DIR" | "PUBLIC_URL" | "BACKUP_DIR"> & {
  /** An absolute path, or undefined when scheduled backups are off. BACKUP_INTERVAL is in seconds. */
  BACKUP_DIR: string | undefined;
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** Origins accepted on cookie-bearing mutations. */
  TRUSTED_ORIGINS: string[];
  /** The S3 storage settings, or null to store files under DATA_DIR/files. */
  S3: S3Settings | null;
};

const S3_REQUIRED = ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_SETTINGS = [...S3_REQUIRED, "S3_ENDPOINT", "S3_FORCE_PATH_STYLE"] as const;

const isSet = (value: unknown) => value !== undefined && value !== "";
const listed = (names: string[]) => `${names.join(", ")} ${names.length === 1 ? "is" : "are"}`;

/**
 * The S3 settings belong together: S3_BUCKET sends files to S3 and then needs a region and both
 * keys; any S3_* setting without S3_BUCKET is an error rather than files quietly landing on
 * local disk where the operator did not mean them to.
 */
function s3Settings(env: z.infer<typeof envSchema>): S3Settings | null {
  if (!isSet(env.S3_BUCKET)) {
    const stray = S3_SETTINGS.filter((name) => isSet(env[name]));
    if (stray.length > 0) {
      throw new Error(
        `${listed(stray)} set but S3_BUCKET is not. Set S3_BUCKET to store files in S3, ` +
          "or unset the S3_* settings to store them under DATA_DIR/files.",
      );
    }
    return null;
  }
  const missing = S3_REQUIRED.filter((name) => !isSet(env[name]));
  if (missing.length > 0) {
    throw new Error(`S3_BUCKET is set, so files go to S3, but ${listed(missing)} missing.`);
  }
  const endpoint = isSet(env.S3_ENDPOINT) ? env.S3_ENDPOINT : undefined;
  return {
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION as string,
    endpoint,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseOrThrow(envSchema, source);
  // An IPv6 address goes in brackets in a URL (http://[::1]:3000).
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${env.PORT}`).replace(/\/$/, "");
  const trusted = new Set([publicUrl]);
  // Without an explicit PUBLIC_URL, localhost and 127.0.0.1 name the same local server.
  if (!env.PUBLIC_URL) {
    trusted.add(`http://127.0.0.1:${env.PORT}`);
    trusted.add(`http://localhost:${env.PORT}`);
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
    PUBLIC_URL: publicUrl,
    TRUSTED_ORIGINS: [...trusted],
    S3: s3Settings(env),
  };
}

/**
 * Libraries choose their build by `process.env.NODE_ENV` when first loaded (React's server
 * renderer among them): the server's mode, production unless said otherwise, is written there
 * before any of them loads, so they run their production builds too.
 */
export function announceNodeEnv(env: Env): void {
  process.env.NODE_ENV = env.NODE_ENV;
}

const toolEnvSchema = z.object({
  /** `npm run dev`: the API server's port behind Vite's dev server (which proxies /api to it). */
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Playwright: the port the built app listens on for the end-to-end run. */
  E2E_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  /**
   * Playwright: "1" when the server bundle in build/api was just written from this checkout (by
   * `npm test`'s build stage), so the end-to-end server starts from it rather than bundling again.
   */
  E2E_SERVER_BUILT: z.literal("1").optional(),
  /** `npm run bench:api`: seconds per measured endpoint. */
  BENCH_SECONDS: z.coerce.number().positive().default(10),
  /** `npm run bench:api`: run another checkout's server (e.g. an export of main, for a before/after). */
  BENCH_APP_ROOT: z.string().optional(),
});

/** Settings read by the developer tools (scripts/, Vite, Playwright), never by the server. */
export type ToolEnv = z.infer<typeof toolEnvSchema>;

export function parseToolEnv(source: Record<string, string | undefined> = process.env): ToolEnv {
  return parseOrThrow(toolEnvSchema, source);
}

/**
 * This process's environment with `overrides` on top: what a spawned child (the server
 * under a script or test, Vite under `npm run dev`) starts with.
 */
export function envWith(overrides: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...overrides };
}
