import { asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { user, userRoles } from "#server/db/schema/index";
import { conflict, notFound } from "#server/lib/errors";
import type { Role, RoleOrUser } from "#shared/roles";
import { NO_ROLE } from "#shared/roles";
import type { TeamMember } from "#shared/schemas/team";

const memberColumns = {
  id: user.id,
  email: user.email,
  full_name: user.name,
  avatar_url: user.image,
  role: userRoles.role,
  created_at: user.createdAt,
};

function toMember(row: {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string | null;
  role: Role | null;
  created_at: Date;
}): TeamMember {
  return {
    ...row,
    full_name: row.full_name || null,
    role: (row.role ?? NO_ROLE) as RoleOrUser,
    created_at: row.created_at.toISOString(),
  };
}

/** Every account with its role, oldest first. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map(toMember);
}

/** Colleagues a user can pick (share dialog, team rows): everyone but the user. */
export async function listDirectory(db: Database, excludeUserId: string): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(ne(user.id, excludeUserId))
    .orderBy(asc(user.name), asc(user.id));
  return rows.map(toMember);
}

/**
 * Changes a user's role, with the rule that the last Admin can never be demoted.
 * The Admin rows are locked first, so two Admins demoting each other at once
 * cannot both succeed: the second sees the first's change and is refused.
 */
export async function updateRole(db: Database, targetUserId: string, newRole: Role): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const admins = await tx.execute<{ user_id: string }>(
      sql`select user_id from user_roles where role = 'Admin' for update`,
    );
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetUserId));
    if (!target) throw notFound("User not found");
    const targetIsAdmin = admins.rows.some((r) => r.user_id === targetUserId);
    if (targetIsAdmin && newRole !== "Admin" && admins.rows.length <= 1) {
      throw conflict("The last Admin cannot be demoted. Make another member an Admin first.");
    }
    await tx
      .insert(userRoles)
      .values({ userId: targetUserId, role: newRole })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: newRole, assignedAt: sql`now()` } });
    const [row] = await tx
      .select(memberColumns)
      .from(user)
      .leftJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.id, targetUserId));
    return toMember(row);
  });
}
