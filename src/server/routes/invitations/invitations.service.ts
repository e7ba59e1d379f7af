import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import { hashInviteToken, newInviteToken } from "#server/auth/invitations";
import type { Viewer } from "#server/context";
import type { Database } from "#server/db/client";
import { invitations, user } from "#server/db/schema/index";
import { conflict, notFound } from "#server/lib/errors";
import { INVITATION_TTL_DAYS } from "#shared/limits";
import type { CreateInvitationInput, Invitation } from "#shared/schemas/invitations";

/** The list shows the latest invitations; older ones stay in the table and the activity log. */
const LIST_LIMIT = 200;

type InvitationRow = typeof invitations.$inferSelect;

function toInvitation(row: InvitationRow, now = new Date()): Invitation {
  const status = row.acceptedAt ? "accepted" : row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "pending";
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function listInvitations(db: Database): Promise<Invitation[]> {
  const rows = await db.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(LIST_LIMIT);
  const now = new Date();
  return rows.map((row) => toInvitation(row, now));
}

export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/platform/login?invite=${encodeURIComponent(token)}`;
}

/**
 * Invites an email with a role. An address that already has an account cannot be
 * invited; an earlier pending invitation for the same address is revoked, so only
 * the newest link works. Returns the invitation and its one-time token.
 */
export async function createInvitation(
  db: Database,
  actor: Viewer,
  input: CreateInvitationInput,
): Promise<{ invitation: Invitation; token: string }> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    // One invitation at a time per address: concurrent invites of one address queue here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${email}`}))`);
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email));
    if (existing) throw conflict("An account with this email already exists.");
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      );
    const token = newInviteToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashInviteToken(token),
        invitedBy: actor.id,
        expiresAt: sql`now() + ${`${INVITATION_TTL_DAYS} days`}::interval`,
      })
      .returning();
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.invitationCreated,
      details: { email, role: input.role },
    });
    return { invitation: toInvitation(row), token };
  });
}

/** Revokes a pending invitation; its link stops working at once. */
export async function revokeInvitation(db: Database, actor: Viewer, id: string): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for("update");
    if (!row) throw notFound("Invitation not found");
    if (row.acceptedAt) throw conflict("This invitation has already been used to create an account.");
    if (row.revokedAt) return toInvitation(row);
    const [updated] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitations.id, id))
      .returning();
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.invitationRevoked,
      details: { email: row.email },
    });
    return toInvitation(updated);
  });
}
