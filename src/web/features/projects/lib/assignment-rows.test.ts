import { describe, expect, it } from "vitest";
import {
  completeAssignments,
  initialAssignmentRows,
  newAssignmentRow,
  rowsFromAssignments,
  sameTeam,
  usersTakenElsewhere,
} from "./assignment-rows";

describe("project-team rows", () => {
  it("pre-fills one row with the admin as Writer", () => {
    const [row] = initialAssignmentRows("admin-1");
    expect(row).toMatchObject({ userId: "admin-1", role: "Writer" });
  });

  it("reports users picked in other rows, not in the row itself", () => {
    const a = newAssignmentRow("u1", "Writer");
    const b = newAssignmentRow("u2", "Editor");
    const c = newAssignmentRow();
    const rows = [a, b, c];
    expect([...usersTakenElsewhere(rows, a.key)]).toEqual(["u2"]);
    expect([...usersTakenElsewhere(rows, c.key)].sort()).toEqual(["u1", "u2"]);
  });

  it("gives every row its own key", () => {
    expect(newAssignmentRow().key).not.toBe(newAssignmentRow().key);
  });

  it("drops rows missing a user or a role on submit", () => {
    const rows = [newAssignmentRow("u1", "Writer"), newAssignmentRow("u2", ""), newAssignmentRow("", "Editor")];
    expect(completeAssignments(rows)).toEqual([{ userId: "u1", role: "Writer" }]);
  });
});

describe("the saved team on the edit form", () => {
  const saved = [
    { userId: "u1", role: "Writer" as const },
    { userId: "u2", role: "Editor" as const },
  ];

  it("starts with one row per saved member", () => {
    expect(completeAssignments(rowsFromAssignments(saved))).toEqual(saved);
  });

  it("is unchanged by order or by incomplete rows, changed by a new role or member", () => {
    const rows = rowsFromAssignments([...saved].reverse());
    expect(sameTeam([...rows, newAssignmentRow()], saved)).toBe(true);
    expect(sameTeam(rowsFromAssignments([{ userId: "u1", role: "Writer" }]), saved)).toBe(false);
    expect(sameTeam(rowsFromAssignments([saved[0], { userId: "u2", role: "Illustrator" }]), saved)).toBe(false);
  });
});
