import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { account, session, user, verification } from "#server/db/schema/index";
import type { Env } from "#server/env";
import { describeError, type Logger } from "#server/lib/logger";
import { consumeRateLimit } from "#server/rate-limit/index";
import { DEACTIVATED_MESSAGE, fullNameSchema, PASSWORD_MAX, PASSWORD_MIN } from "#shared/schemas/account";
import { imageUrlSchema, profileNameSchema } from "#shared/schemas/auth";
import { INVALID_INVITATION, INVITE_TOKEN_MAX } from "#shared/schemas/invitations";
import { INVITE_ONLY_MESSAGE } from "#shared/sign-up-modes";
import {
  claimInvitation,
  completeInvitation,
  findUsableInvitation,
  getSignUpMode,
  installHasFirstAdmin,
} from "./invitations";
import { resetPasswordSender } from "./password-reset-email";
import { claimFirstAdmin } from "./roles";
import { clearSignInFailures } from "./sign-in-throttle";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./viewer-session";

/** The invitation token a sign-up carries, if any (a string of sane length, else none). */
function inviteTokenOf(body: unknown): string | undefined {
  const token = (body as { inviteToken?: unknown } | undefined)?.inviteToken;
  return typeof token === "string" && token.length > 0 && token.length <= INVITE_TOKEN_MAX ? token : undefined;
}

function badName(name: unknown): string | undefined {
  const parsed = fullNameSchema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The profile fields Better Auth stores for us are held to the same rules as our own input:
 * a bounded name without control characters, an image that is https or one of our paths.
 */
function checkProfile(data: { name?: unknown; image?: unknown }): void {
  const name = data.name === undefined ? undefined : profileNameSchema.safeParse(data.name);
  if (name && !name.success) throw new APIError("BAD_REQUEST", { message: name.error.issues[0].message });
  if (data.image === undefined || data.image === null) return;
  const image = imageUrlSchema.safeParse(data.image);
  if (!image.success) throw new APIError("BAD_REQUEST", { message: image.error.issues[0].message });
}

/**
 * The header our auth handler (auth-handler.ts) sets to the trusted client address
 * (middleware/client-ip.ts), replacing any value a client sent.
 * Better Auth keys its rate limits on it.
 */
export const CLIENT_IP_HEADER = "x-folio-client-ip";

/** How passwords are hashed and checked; Better Auth's own scrypt unless a caller gives another. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
  logger: Logger;
  password?: PasswordHashing;
}

const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+/g;

export function createAuth({ db, env, secret, logger, password }: AuthOptions) {
  const logsOn = env.NODE_ENV !== "test";
  // Better Auth's own messages go through our JSON logger, one line each; a query that failed
  // because the database is away goes to the outage tracker instead, which logs it once. Some of
  // its messages quote the email address a request named ("Sign-up attempt for existing email:
  // …"); logs keep no one's address, so it is masked.
  const logAuthMessage = (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
    if (args.some((arg) => db.$client.availability.failed(arg))) return;
    const masked = message.replace(EMAIL_ADDRESS, "[email address]");
    logger[level](`better-auth: ${masked}`, args.length ? { details: args.map(describeError) } : undefined);
  };
  return betterAuth({
    appName: "Folio",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: env.TRUSTED_ORIGINS,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Sign-up signs in at once.
      autoSignIn: true,
      // A password change ends every other session.
      revokeSessionsOnPasswordReset: true,
      // A reset is how a locked-out member gets back in: their new password works at once, rather
      // than after the lock the failed attempts set.
      onPasswordReset: ({ user }) => clearSignInFailures(db, user.email),
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // An Admin's one-time reset link (routes/team) is a Better Auth reset token; 1 hour, single use.
      resetPasswordTokenExpiresIn: 60 * 60,
      // With a mail server, anyone can ask for a reset link by email (/request-password-reset).
      sendResetPassword: resetPasswordSender({ db, env, logger }),
      ...(password ? { password } : {}),
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      // On in every mode, not only production; counted in Postgres so every instance shares it.
      enabled: true,
      window: 60,
      max: 300,
      customStorage: {
        consume: async (key, rule) => {
          const { allowed, retryAfter } = await consumeRateLimit(db, `better-auth:${key}`, {
            windowSeconds: rule.window,
            max: rule.max,
          });
          return { allowed, retryAfter: allowed ? null : retryAfter };
        },
      },
      customRules: {
        // Email sign-in is throttled by our handler, per address and per account (sign-in-throttle.ts).
        "/sign-in/email": false,
        "/sign-up/email": { window: 60, max: env.AUTH_RATE_LIMIT_MAX },
        // Per address; each account also gets at most a few emails an hour (password-reset-email.ts).
        "/request-password-reset": { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: env.PUBLIC_URL.startsWith("https://"),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A password change ends every other session, whatever the client asked for.
        if (ctx.path === "/change-password") {
          return { context: { ...ctx, body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        // The avatar is uploaded through /api/account/avatar and served by us; no one sets an outside URL.
        if (ctx.path === "/update-user") {
          if (ctx.body?.image !== undefined) {
            throw new APIError("BAD_REQUEST", { message: "Upload a picture on the Account page instead." });
          }
          const problem = ctx.body?.name !== undefined ? badName(ctx.body.name) : undefined;
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        }
        if (ctx.path === "/sign-up/email") {
          const problem = badName(ctx.body?.name);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
          const token = inviteTokenOf(ctx.body);
          if (token) {
            const invitation = await findUsableInvitation(db, token);
            const email = String(ctx.body?.email ?? "").toLowerCase();
            if (!invitation || invitation.email.toLowerCase() !== email) {
              throw new APIError("BAD_REQUEST", { message: INVALID_INVITATION });
            }
          } else if ((await getSignUpMode(db)) === "invite" && (await installHasFirstAdmin(db))) {
            throw new APIError("FORBIDDEN", { message: INVITE_ONLY_MESSAGE });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The invitation is used up in the same breath as the account is made: one link, one account.
          // A picture is only ever one uploaded to us, never a URL given at sign-up.
          before: async (created, ctx) => {
            checkProfile(created);
            const token = inviteTokenOf(ctx?.body);
            if (token && !(await claimInvitation(db, token, created.email))) {
              throw new APIError("BAD_REQUEST", { message: INVALID_INVITATION });
            }
            return { data: { ...created, image: null } };
          },
          after: async (created, ctx) => {
            if (await claimFirstAdmin(db, created.id)) {
              logger.info("first account became Admin", { userId: created.id });
              return;
            }
            const token = inviteTokenOf(ctx?.body);
            if (token) await completeInvitation(db, token, created.id);
          },
        },
        update: {
          before: async (data) => {
            checkProfile(data);
          },
        },
      },
      session: {
        create: {
          // Runs after the password check: a deactivated member is told so, a stranger learns nothing.
          before: async (created) => {
            const [row] = await db
              .select({ deactivatedAt: user.deactivatedAt })
              .from(user)
              .where(eq(user.id, created.userId));
            if (row?.deactivatedAt) throw new APIError("FORBIDDEN", { message: DEACTIVATED_MESSAGE });
          },
        },
      },
    },
    telemetry: { enabled: false },
    // Without a mail server there is no emailed reset (the login page says to ask an Admin): the
    // route is not there at all, where Better Auth would answer 400 and log an error for every
    // anonymous request, which anyone could use to set off an operator's alerts.
    disabledPaths: env.SMTP_URL ? [] : ["/request-password-reset"],
    logger: {
      disabled: !logsOn,
      level: env.LOG_LEVEL === "silent" ? "error" : env.LOG_LEVEL,
      log: logAuthMessage,
    },
    // Left to itself, Better Auth logs every refused request (a taken email, an invite-only sign-up)
    // as an error, past our logger. A refusal is the answer working as meant; only a failure is logged.
    onAPIError: {
      onError: (error) => {
        if (!logsOn || (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR")) return;
        logAuthMessage("error", "request failed", error);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
