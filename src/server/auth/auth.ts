import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { account, session, user, verification } from "#server/db/schema/index";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { DEACTIVATED_MESSAGE, fullNameSchema, PASSWORD_MAX, PASSWORD_MIN } from "#shared/schemas/account";
import { INVALID_INVITATION, INVITE_TOKEN_MAX } from "#shared/schemas/invitations";
import { INVITE_ONLY_MESSAGE } from "#shared/schemas/settings";
import {
  claimInvitation,
  completeInvitation,
  findUsableInvitation,
  getSignUpMode,
  installHasFirstAdmin,
} from "./invitations";
import { claimFirstAdmin } from "./roles";

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
 * The header our own middleware sets from the TCP peer (or the first
 * X-Forwarded-For hop when TRUST_PROXY is on), replacing any value a client sent.
 * Better Auth keys its rate limits on it.
 */
export const CLIENT_IP_HEADER = "x-folio-client-ip";

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
  logger: Logger;
}

export function createAuth({ db, env, secret, logger }: AuthOptions) {
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
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // An Admin's one-time reset link (routes/team) is a Better Auth reset token; 1 hour, single use.
      resetPasswordTokenExpiresIn: 60 * 60,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      // On in every mode, not only production.
      enabled: true,
      storage: "memory",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: env.AUTH_RATE_LIMIT_MAX },
        "/sign-up/email": { window: 60, max: env.AUTH_RATE_LIMIT_MAX },
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
    logger: { disabled: env.NODE_ENV === "test" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
