import crypto from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import type { Auth } from "#server/auth/auth";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx } from "#server/db/client";
import { session, user, userRoles } from "#server/db/schema/index";
import { conflict, notFound } from "#server/lib/errors";
import { publishLiveEvent } from "#server/realtime/index";
import type { Role, RoleOrUser } from "#shared/roles";
import { NO_ROLE } from "#shared/roles";
import { RESET_LINK_TTL_SECONDS } from "#shared/schemas/account";
import type { TeamMember } from "#shared/schemas/team";

const memberColumns = {
  id: user.id,
  email: user.email,
  full_name: user.name,
  avatar_url: user.image,
  role: userRoles.role,
  created_at: user.createdAt,
  deactivated_at: user.deactivatedAt,
};

function toMember(row: {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string | null;
  role: Role | null;
  created_at: Date;
  deactivated_at: Date | null;
}): TeamMember {
  return {
    ...row,
    full_name: row.full_name || null,
    role: (row.role ?? NO_ROLE) as RoleOrUser,
    created_at: row.created_at.toISOString(),
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
  };
}

async function memberById(db: DbOrTx, userId: string): Promise<TeamMember> {
  const [row] = await db
    .select(memberColumns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound("User not found");
  return toMember(row);
}

/** Every account with its role, oldest first, deactivated ones included (marked). */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map(toMember);
}

/** Colleagues a user can pick (share dialog, team rows): every active account but the user. */
export async function listDirectory(db: Database, excludeUserId: string): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(ne(user.id, excludeUserId), isNull(user.deactivatedAt)))
    .orderBy(asc(user.name), asc(user.id));
  return rows.map(toMember);
}

/**
 * Locks every Admin role row, then counts the Admins still active. Every change
 * that can take away an active Admin (demotion, deactivation) starts here, so two
 * of them run one after the other: the second counts after the first committed
 * (the count is a new statement, so it sees the committed change).
 */
async function lockAdmins(tx: DbOrTx): Promise<Set<string>> {
  await tx.execute(sql`select user_id from user_roles where role = 'Admin' for update`);
  const active = await tx.execute<{ user_id: string }>(sql`
    select ur.user_id from user_roles ur join "user" u on u.id = ur.user_id
    where ur.role = 'Admin' and u.deactivated_at is null
  `);
  return new Set(active.rows.map((r) => r.user_id));
}

const LAST_ADMIN_DEMOTE = "The last Admin cannot be demoted. Make another member an Admin first.";
const LAST_ADMIN_DEACTIVATE = "The last active Admin cannot be deactivated. Make another member an Admin first.";

async function lockedTarget(tx: DbOrTx, userId: string) {
  const [target] = await tx
    .select({ id: user.id, name: user.name, email: user.email, deactivatedAt: user.deactivatedAt })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!target) throw notFound("User not found");
  return target;
}

const label = (target: { name: string; email: string }) => target.name.trim() || target.email;

/**
 * Changes a member's role; 'User' takes the role away. The last active Admin can
 * never be demoted (see lockAdmins for why two Admins demoting each other cannot both win).
 */
export async function updateRole(
  db: Database,
  actor: Viewer,
  targetUserId: string,
  newRole: RoleOrUser,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockAdmins(tx);
    const target = await lockedTarget(tx, targetUserId);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, target.id));
    const oldRole: RoleOrUser = current?.role ?? NO_ROLE;
    if (activeAdmins.has(target.id) && newRole !== "Admin" && activeAdmins.size <= 1) {
      throw conflict(LAST_ADMIN_DEMOTE);
    }
    if (oldRole === newRole) return memberById(tx, target.id);
    if (newRole === NO_ROLE) {
      await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    } else {
      await tx
        .insert(userRoles)
        .values({ userId: target.id, role: newRole })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: newRole, assignedAt: sql`now()` } });
    }
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.roleChanged,
      details: { person: label(target), old_role: oldRole, role: newRole },
    });
    // The member's open pages learn at once: what they may see and do changed with the role.
    await publishLiveEvent(tx, { type: "account" }, [target.id]);
    return memberById(tx, target.id);
  });
}

/**
 * Deactivates a member: every session ends in the same transaction, sign-in is
 * refused from then on, and their name stays on everything they did.
 */
export async function deactivateMember(db: Database, actor: Viewer, targetUserId: string): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockAdmins(tx);
    const target = await lockedTarget(tx, targetUserId);
    if (target.id === actor.id) throw conflict("You cannot deactivate your own account.");
    if (target.deactivatedAt) return memberById(tx, target.id);
    if (activeAdmins.has(target.id) && activeAdmins.size <= 1) throw conflict(LAST_ADMIN_DEACTIVATE);
    await tx.update(user).set({ deactivatedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(user.id, target.id));
    await tx.delete(session).where(eq(session.userId, target.id));
    // Their open pages' streams find the session gone on this event, and say so at once rather
    // than at the page's next request.
    await publishLiveEvent(tx, { type: "account" }, [target.id]);
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.memberDeactivated,
      details: { person: label(target) },
    });
    return memberById(tx, target.id);
  });
}

export async function reactivateMember(db: Database, actor: Viewer, targetUserId: string): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, targetUserId);
    if (!target.deactivatedAt) return memberById(tx, target.id);
    await tx.update(user).set({ deactivatedAt: null, updatedAt: sql`now()` }).where(eq(user.id, target.id));
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.memberReactivated,
      details: { person: label(target) },
    });
    return memberById(tx, target.id);
  });
}

/**
 * A one-time password-reset link for a member, for an Admin to pass on. It is a
 * Better Auth reset token (its /reset-password endpoint checks and uses it up, and
 * ends the member's sessions), valid for an hour.
 */
export async function issueResetLink(
  deps: { db: Database; auth: Auth; publicUrl: string },
  actor: Viewer,
  targetUserId: string,
): Promise<{ url: string; expiresAt: Date; email: string; name: string }> {
  const [target] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, targetUserId));
  if (!target) throw notFound("User not found");
  const token = crypto.randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000);
  const context = await deps.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: target.id,
    expiresAt,
  });
  await recordActivity(deps.db, {
    projectId: null,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.passwordResetIssued,
    details: { person: label(target) },
  });
  const url = `${deps.publicUrl}/platform/reset-password?token=${encodeURIComponent(token)}`;
  return { url, expiresAt, email: target.email, name: label(target) };
}
