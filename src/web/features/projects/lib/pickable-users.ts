import type { Me, TeamMember } from "#shared/schemas/team";

/** A user offered in a picker: the team rows on register, a stage's assignee on edit. */
export interface PickableUser {
  id: string;
  label: string;
}

/**
 * The directory leaves out the signed-in user, but they may pick themselves
 *, so they come first.
 */
export function pickableUsers(me: Me["user"], colleagues: readonly TeamMember[]): PickableUser[] {
  const others = colleagues
    .filter((user) => user.id !== me.id)
    .map((user) => ({ id: user.id, label: user.full_name || user.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ id: me.id, label: `${me.full_name || me.email} (you)` }, ...others];
}
