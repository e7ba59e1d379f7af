import { NO_ROLE, type RoleOrUser } from "#shared/roles";
import type { Me, TeamMember } from "#shared/schemas/team";

/** A user offered in a picker: the team rows on register, a stage's assignee on edit. */
export interface PickableUser {
  id: string;
  label: string;
}

/**
 * Who may be picked for a stage or a team seat: staff only, since that place lets them see the
 * project; the server refuses an account without a role. The directory leaves out the signed-in
 * user, but they may pick themselves, so they come first when they have a role.
 */
export function pickableUsers(
  me: { user: Me["user"]; role: RoleOrUser },
  colleagues: readonly TeamMember[],
): PickableUser[] {
  const others = colleagues
    .filter((user) => user.id !== me.user.id && user.role !== NO_ROLE)
    .map((user) => ({ id: user.id, label: user.full_name || user.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (me.role === NO_ROLE) return others;
  return [{ id: me.user.id, label: `${me.user.full_name || me.user.email} (you)` }, ...others];
}
