import { describe, expect, it } from "vitest";
import { stageInputSchema } from "#shared/schemas/project";
import { isSavedStageId } from "#shared/stages";
import { fromStage, newStageDraft, toStageInput, validateStages } from "./stage-drafts";

describe("stage drafts", () => {
  it("names a new stage 'Stage {n}', unassigned, Not Started, with an empty comment and a temp id", () => {
    const draft = newStageDraft(2);
    expect(draft).toMatchObject({ stage_name: "Stage 3", assigned_user_id: null, status: "Not Started", comment: "" });
    expect(draft.id.startsWith("temp_")).toBe(true);
    expect(isSavedStageId(draft.id)).toBe(false);
  });

  it("sends no id for an unsaved stage, so the server inserts it", () => {
    const input = toStageInput({ ...newStageDraft(0), stage_name: "  Draft  " });
    expect(input).not.toHaveProperty("id");
    expect(input.stage_name).toBe("Draft");
    expect(input.comment).toBeNull();
  });

  it("keeps the id of a saved stage", () => {
    const id = "6f1c2d3e-4b5a-4c6d-8e7f-901234567890";
    const input = toStageInput({ ...newStageDraft(0), id, assigned_user_id: "", comment: "note" });
    expect(input).toMatchObject({ id, assigned_user_id: null, comment: "note" });
  });
});

describe("validateStages", () => {
  it("requires a stage name, with the shared message", () => {
    const ok = newStageDraft(0);
    const blank = { ...newStageDraft(1), stage_name: "   " };
    expect(validateStages([ok, blank], stageInputSchema)).toEqual({
      [blank.key]: { stage_name: "Stage name is required" },
    });
  });
});

describe("fromStage", () => {
  it("turns a saved stage into an editable row, an absent comment into an empty box", () => {
    const draft = fromStage({
      id: "s1",
      project_id: "p1",
      stage_name: "Drafting",
      assigned_user_id: null,
      assignee_name: null,
      status: "In Progress",
      comment: null,
      due_date: null,
      created_at: "2024-01-01T00:00:00.000Z",
    });
    expect(draft).toEqual({
      key: "s1",
      id: "s1",
      stage_name: "Drafting",
      assigned_user_id: null,
      status: "In Progress",
      comment: "",
      due_date: null,
    });
  });
});
