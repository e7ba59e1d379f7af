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
  it("hides a project from a user with no way in", () => {
    expect(projectAbilities([]).view).toBe(false);
  });

  it("lets a stage assignee or an accepted share see, comment and post updates, but not edit", () => {
    for (const way of ["stage", "share"] as const) {
      const a = projectAbilities([way]);
      expect([a.view, a.comment, a.postUpdates]).toEqual([true, true, true]);
      expect([a.edit, a.delete, a.share, a.uploadFiles]).toEqual([false, false, false, false]);
    }
  });

  it("lets a team member edit, share and upload, but not delete", () => {
    const a = projectAbilities(["team", "stage"]);
    expect([a.edit, a.share, a.uploadFiles, a.delete]).toEqual([true, true, true, false]);
  });

  it("lets the creator and Admin do everything", () => {
    for (const a of [projectAbilities(["creator"]), projectAbilities(["admin"])]) {
      expect(Object.values(a).every(Boolean)).toBe(true);
    }
  });
});

describe("progressForStage", () => {
  it("maps each stage to index / 7 × 100, rounded", () => {
    expect(STAGES.map(progressForStage)).toEqual([0, 14, 29, 43, 57, 71, 86, 100]);
  });
});
