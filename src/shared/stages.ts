/** The production stages, in order. */
export const STAGES = [
  "Book Started",
  "Writing",
  "Editing",
  "Illustration",
  "Typesetting",
  "Designing",
  "Final Review",
  "Completed",
] as const;
export type Stage = (typeof STAGES)[number];

export const INITIAL_STAGE: Stage = "Book Started";
/** An update with no known stage defaults to Writing. */
export const DEFAULT_UPDATE_STAGE: Stage = "Writing";
export const COMPLETED_STAGE: Stage = "Completed";

/** Progress follows from the stage, index / 7 × 100, rounded. */
export function progressForStage(stage: Stage): number {
  return Math.round((STAGES.indexOf(stage) / (STAGES.length - 1)) * 100);
}

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (STAGES as readonly string[]).includes(value);
}

/** Status of one stage row. Any change between them is allowed. */
export const STAGE_STATUSES = ["Not Started", "In Progress", "Completed", "On Hold"] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** Share status. */
export const SHARE_STATUSES = ["pending", "accepted", "rejected", "updated"] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** A stage id usable for file handling must be a saved UUID, not a draft row's temporary id. */
export const TEMP_STAGE_PREFIX = "temp_";
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isSavedStageId(id: string | undefined | null): id is string {
  return !!id && !id.includes(TEMP_STAGE_PREFIX) && UUID_PATTERN.test(id);
}
