import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { appSettings, installState, invitations, userRoles } from "#server/db/schema/index";
import type { RoleOrUser } from "#shared/roles";
import type { SignUpMode } from "#shared/sign-up-modes";

/** Invitation links carry a random token; only its SHA-256 is stored. */
export function newInviteToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashInviteToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The sign-up mode; 'open' until an Admin changes it, so a fresh install can make its first account. */
export async function getSignUpMode(db: DbOrTx): Promise<SignUpMode> {
  const [row] = await db.select({ mode: appSettings.signUpMode }).from(appSettings);
  return row?.mode ?? "open";
}

/** Whether the first account (the first Admin) exists; before that, sign-up is always open. */
export async function installHasFirstAdmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ key: installState.key })
    .from(installState)
    .where(eq(installState.key, "first_admin"));
  return !!row;
}

const usable = (tokenHash: string) =>
  and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

/** The pending, unexpired, unrevoked invitation of a token, or null. */
export async function findUsableInvitation(
  db: DbOrTx,
  token: string,
): Promise<{ id: string; email: string; role: RoleOrUser } | null> {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(usable(hashInviteToken(token)));
  return row ?? null;
}

/**
 * Uses up an invitation for the email it was made for, in one statement: of two
 * sign-ups racing on one link at most one gets it. Returns the invitation or null.
 */
export async function claimInvitation(
  db: DbOrTx,
  token: string,
  email: string,
): Promise<{ id: string; role: RoleOrUser } | null> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(usable(hashInviteToken(token)), eq(sql`lower(${invitations.email})`, email.toLowerCase())))
    .returning({ id: invitations.id, role: invitations.role });
  return row ?? null;
}

/** Links the claimed invitation to the new account and gives it the invited role. */
export async function completeInvitation(db: DbOrTx, token: string, userId: string): Promise<RoleOrUser | null> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedBy: userId })
    .where(and(eq(invitations.tokenHash, hashInviteToken(token)), isNull(invitations.acceptedBy)))
    .returning({ role: invitations.role });
  if (!row) return null;
  if (row.role !== "User") {
    await db
      .insert(userRoles)
      .values({ userId, role: row.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: row.role, assignedAt: sql`now()` } });
  }
  return row.role;
}
