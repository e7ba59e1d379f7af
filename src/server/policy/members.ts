import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { can, type RoleAction } from "#shared/permissions";
import { ROLES } from "#shared/roles";

/**
 * The active members whose role may perform `action`, by the same rule that lets them (a
 * deactivated member is nobody's audience): who hears of something only they may open.
 */
export async function activeMembersWhoCan(tx: DbOrTx, action: RoleAction): Promise<string[]> {
  const roles = ROLES.filter((role) => can(role, action));
  if (roles.length === 0) return [];
  const result = await tx.execute<{ user_id: string }>(sql`
    select ur.user_id from user_roles ur join "user" u on u.id = ur.user_id
    where ur.role in (${sql.join(
      roles.map((role) => sql`${role}`),
      sql`, `,
    )}) and u.deactivated_at is null
  `);
  return result.rows.map((row) => row.user_id);
}
