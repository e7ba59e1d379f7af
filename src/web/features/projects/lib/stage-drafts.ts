import type { ProjectStage, StageInput, stageInputSchema } from "#shared/schemas/project";
import type { StageStatus } from "#shared/stages";
import { isSavedStageId, TEMP_STAGE_PREFIX } from "#shared/stages";

/** A stage row of the edit form. Unsaved rows carry a 'temp_' id. */
export interface StageDraft {
  /** Stable for the row's lifetime, while `id` changes from 'temp_…' to the saved id. */
  key: string;
  id: string;
  stage_name: string;
  assigned_user_id: string | null;
  status: StageStatus;
  comment: string;
  due_date: string | null;
  /** A file chosen before the stage was saved; it is uploaded once the stage has an id. */
  pending_file?: File | null;
  /** Who that held file is shared with when it is uploaded. */
  pending_share_with?: string | null;
}

function tempId(): string {
  return `${TEMP_STAGE_PREFIX}${Math.random().toString(36).slice(2, 12)}`;
}

/** A stage created in the edit form is 'Stage {n}', unassigned, Not Started, with an empty comment. */
export function newStageDraft(existingCount: number): StageDraft {
  const id = tempId();
  return {
    key: id,
    id,
    stage_name: `Stage ${existingCount + 1}`,
    assigned_user_id: null,
    status: "Not Started",
    comment: "",
    due_date: null,
  };
}

/** The request body for one stage. An unsaved stage sends no id, so the server inserts it. */
export function toStageInput(draft: StageDraft): StageInput {
  return {
    ...(isSavedStageId(draft.id) ? { id: draft.id } : {}),
    stage_name: draft.stage_name.trim(),
    assigned_user_id: draft.assigned_user_id || null,
    status: draft.status,
    comment: draft.comment ? draft.comment : null,
    due_date: draft.due_date,
  };
}

export function fromStage(stage: ProjectStage): StageDraft {
  return {
    key: stage.id,
    id: stage.id,
    stage_name: stage.stage_name,
    assigned_user_id: stage.assigned_user_id,
    status: stage.status,
    comment: stage.comment ?? "",
    due_date: stage.due_date,
  };
}

export type StageFieldErrors = Partial<Record<"stage_name" | "comment", string>>;

/** Stage rules, checked with the shared schema the server uses (loaded by the form); keyed by row key. */
export function validateStages(
  drafts: readonly StageDraft[],
  schema: typeof stageInputSchema,
): Record<string, StageFieldErrors> {
  const errors: Record<string, StageFieldErrors> = {};
  for (const draft of drafts) {
    const result = schema.safeParse(toStageInput(draft));
    if (result.success) continue;
    const fieldErrors: StageFieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === "stage_name" || field === "comment") && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    errors[draft.key] = fieldErrors;
  }
  return errors;
}
