import { describe, expect, it } from "vitest";
import { can, hasPermission } from "./permissions";
import { projectAbilities } from "./project-policy";
import { ROLES } from "./roles";
import { progressForStage, STAGES } from "./stages";

describe("hasPermission", () => {
  it("always allows Admin, even for an empty list", () => {
    expect(hasPermission("Admin", [])).toBe(true);
    expect(hasPermission("Admin", ["Writer"])).toBe(true);
  });

  it("allows another role only when it is in the action's list", () => {
    expect(hasPermission("Writer", ["Writer", "Editor"])).toBe(true);
    expect(hasPermission("Illustrator", ["Writer", "Editor"])).toBe(false);
    expect(hasPermission("User", ["Writer", "Editor", "Illustrator", "Typesetter"])).toBe(false);
  });

  it("gives Team Members to Admin only and Files to the five named roles", () => {
    expect(ROLES.filter((r) => can(r, "viewTeam"))).toEqual(["Admin"]);
    expect(ROLES.filter((r) => can(r, "viewFiles"))).toEqual([...ROLES]);
    expect(can("User", "viewFiles")).toBe(false);
  });
});

describe("projectAbilities", () => {
  const none = {
    role: "Writer" as const,
    isCreator: false,
    isAssignedMember: false,
    isStageAssignee: false,
    hasAcceptedShare: false,
  };

  it("hides a project from an unrelated member", () => {
    expect(projectAbilities(none).view).toBe(false);
  });

  it("lets a stage assignee or an accepted share see, comment and post updates, but not edit", () => {
    for (const rel of [
      { ...none, isStageAssignee: true },
      { ...none, hasAcceptedShare: true },
    ]) {
      const a = projectAbilities(rel);
      expect([a.view, a.comment, a.postUpdates]).toEqual([true, true, true]);
      expect([a.edit, a.delete, a.share, a.uploadFiles]).toEqual([false, false, false, false]);
    }
  });

  it("lets an assigned member edit, share and upload, but not delete", () => {
    const a = projectAbilities({ ...none, isAssignedMember: true });
    expect([a.edit, a.share, a.uploadFiles, a.delete]).toEqual([true, true, true, false]);
  });

  it("lets the creator and Admin do everything", () => {
    for (const a of [projectAbilities({ ...none, isCreator: true }), projectAbilities({ ...none, role: "Admin" })]) {
      expect(Object.values(a).every(Boolean)).toBe(true);
    }
  });
});

describe("progressForStage", () => {
  it("maps each stage to index / 7 × 100, rounded", () => {
    expect(STAGES.map(progressForStage)).toEqual([0, 14, 29, 43, 57, 71, 86, 100]);
  });
});
