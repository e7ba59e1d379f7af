import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { userRoles } from "#server/db/schema/index";
import { isRole, NO_ROLE, type RoleOrUser } from "#shared/roles";

/**
 * The user's role row, else 'User'. Whether someone is an Admin is answered by the
 * same row: Admin is a role like the others.
 * Lookup errors fall back to 'User', the least privileged answer.
 */
export async function lookupRole(db: DbOrTx, userId: string): Promise<RoleOrUser> {
  try {
    const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return row && isRole(row.role) ? row.role : NO_ROLE;
  } catch {
    return NO_ROLE;
  }
}

/**
 * The first account on an empty install becomes Admin. The claim is one
 * statement: the install_state primary key lets exactly one of two simultaneous
 * first sign-ups insert, and only that one gets the role row.
 */
export async function claimFirstAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with claim as (
      insert into install_state (key, value) values ('first_admin', ${userId})
      on conflict (key) do nothing
      returning value
    )
    insert into user_roles (user_id, role) select value, 'Admin' from claim
  `);
  return (result.rowCount ?? 0) > 0;
}
