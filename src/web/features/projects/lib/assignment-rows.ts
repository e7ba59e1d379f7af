import type { AssignableRole } from "#shared/roles";
import type { ProjectAssignmentInput } from "#shared/schemas/project";

/** One row of the register form's project-team section, possibly still incomplete. */
export interface AssignmentRow {
  key: string;
  userId: string;
  role: AssignableRole | "";
}

let rowCounter = 0;

export function newAssignmentRow(userId = "", role: AssignableRole | "" = ""): AssignmentRow {
  rowCounter += 1;
  return { key: `row-${rowCounter}`, userId, role };
}

/** For an Admin one row is pre-filled with the admin as Writer. */
export function initialAssignmentRows(adminId: string): AssignmentRow[] {
  return [newAssignmentRow(adminId, "Writer")];
}

/** Users already picked in other rows: a user can be chosen only once across rows. */
export function usersTakenElsewhere(rows: readonly AssignmentRow[], rowKey: string): Set<string> {
  return new Set(rows.filter((row) => row.key !== rowKey && row.userId).map((row) => row.userId));
}

/** Rows missing a user or role are dropped on submit. */
export function completeAssignments(rows: readonly AssignmentRow[]): ProjectAssignmentInput[] {
  return rows.flatMap((row) => (row.userId && row.role ? [{ userId: row.userId, role: row.role }] : []));
}

/** The edit form starts from the saved team, one row per member. */
export function rowsFromAssignments(assignments: readonly ProjectAssignmentInput[]): AssignmentRow[] {
  return assignments.map((member) => newAssignmentRow(member.userId, member.role));
}

/** Whether the rows, once incomplete ones are dropped, name the same members in the same roles as `saved`. */
export function sameTeam(rows: readonly AssignmentRow[], saved: readonly ProjectAssignmentInput[]): boolean {
  const key = (members: readonly ProjectAssignmentInput[]) =>
    members
      .map((member) => `${member.userId}:${member.role}`)
      .sort()
      .join("|");
  return key(completeAssignments(rows)) === key(saved);
}
