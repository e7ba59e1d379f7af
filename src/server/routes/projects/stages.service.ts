import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, type ActivityInput, actorLabel, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx } from "#server/db/client";
import { projectStages, stageFiles } from "#server/db/schema/index";
import { badRequest } from "#server/lib/errors";
import { createProjectNotifications, projectLink, projectTitle } from "#server/notifications/index";
import type { ProjectStage, StageInput } from "#shared/schemas/project";
import type { StageStatus } from "#shared/stages";
import { isSavedStageId } from "#shared/stages";
import { collectUserFields, requireExistingUsers } from "./existing-users";
import { lockStage, touchProject } from "./project-locks";
import { stageFrom, stageJson, stageOrder } from "./project-sql";

export const FOREIGN_STAGE_MESSAGE = "This stage belongs to another project";

interface StageValues {
  stageName: string;
  assignedUserId: string | null;
  status: StageStatus;
  comment: string | null;
  dueDate: string | null;
}

/**
 * The stage after applying a request. A field the request leaves out keeps its
 * saved value (a client that predates a field, e.g. due_date, cannot erase it);
 * null clears it. An empty assignee means 'no assignee'.
 */
function mergeStage(saved: StageValues | undefined, input: StageInput): StageValues {
  const keep = <T>(value: T | undefined, previous: T | null | undefined) =>
    value === undefined ? (previous ?? null) : value;
  return {
    stageName: input.stage_name,
    assignedUserId:
      input.assigned_user_id === undefined ? (saved?.assignedUserId ?? null) : input.assigned_user_id || null,
    status: input.status,
    comment: keep(input.comment, saved?.comment),
    dueDate: keep(input.due_date, saved?.dueDate),
  };
}

function describeChanges(before: StageValues, after: StageValues, names: Map<string, string>): string[] {
  const changes: string[] = [];
  if (before.stageName !== after.stageName) changes.push(`renamed from “${before.stageName}”`);
  if (before.status !== after.status) changes.push(`status ${before.status} → ${after.status}`);
  if (before.assignedUserId !== after.assignedUserId) {
    changes.push(
      after.assignedUserId ? `assigned to ${names.get(after.assignedUserId) ?? "a team member"}` : "unassigned",
    );
  }
  if ((before.comment ?? "") !== (after.comment ?? "")) changes.push("comment updated");
  if (before.dueDate !== after.dueDate) changes.push(after.dueDate ? `due ${after.dueDate}` : "due date cleared");
  return changes;
}

function addedEntry(actor: Viewer, projectId: string, stage: StageValues, names: Map<string, string>): ActivityInput {
  const assignee = stage.assignedUserId ? (names.get(stage.assignedUserId) ?? null) : null;
  return {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.stageAdded,
    details: { stage: stage.stageName, status: stage.status, assignee },
  };
}

function updatedEntry(actor: Viewer, projectId: string, name: string, changes: string[]): ActivityInput {
  return {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.stageUpdated,
    details: { stage: name, changes },
  };
}

interface StageAssignment {
  userId: string;
  stageName: string;
}

/** Whoever a stage was just assigned to (not the actor themselves) gets a notification. */
async function notifyStageAssignees(tx: DbOrTx, actor: Viewer, projectId: string, assigned: StageAssignment[]) {
  const others = assigned.filter((a) => a.userId !== actor.id);
  if (others.length === 0) return;
  const title = await projectTitle(tx, projectId);
  await createProjectNotifications(
    tx,
    projectId,
    others.map((a) => ({
      userId: a.userId,
      kind: "stage_assigned" as const,
      title: `You were assigned stage “${a.stageName}” of “${title}”`,
      body: `By ${actorLabel(actor)}`,
      link: projectLink(projectId),
    })),
  );
}

/** The assignments a change makes: a new assignee on a new stage or a changed one. */
function newAssignment(before: StageValues | undefined, after: StageValues): StageAssignment[] {
  if (!after.assignedUserId || before?.assignedUserId === after.assignedUserId) return [];
  return [{ userId: after.assignedUserId, stageName: after.stageName }];
}

/** Rows inserted in one transaction share now(); a microsecond apart each, they keep the order they were sent in. */
const insertedAt = (index: number) => sql`now() + ${index} * interval '1 microsecond'`;

/**
 * Each stage of the payload updates its row if its id belongs to the project,
 * otherwise it is inserted — with one refinement: a saved id of another
 * project's stage refuses the whole change (400) before anything is written.
 * Unsaved stages (no id, 'temp_…', or not a UUID) are inserted with a new id.
 * Returns the activity entries for the caller's transaction.
 */
export async function upsertStages(
  tx: DbOrTx,
  actor: Viewer,
  projectId: string,
  inputs: StageInput[],
): Promise<ActivityInput[]> {
  const savedIds = [...new Set(inputs.map((s) => s.id).filter(isSavedStageId))];
  const savedRows = savedIds.length
    ? await tx.select().from(projectStages).where(inArray(projectStages.id, savedIds)).for("update")
    : [];
  const saved = new Map(savedRows.map((row) => [row.id, row]));

  const foreign: Record<string, string[]> = {};
  inputs.forEach((input, i) => {
    const row = input.id ? saved.get(input.id) : undefined;
    if (row && row.projectId !== projectId) foreign[`stages.${i}.id`] = [FOREIGN_STAGE_MESSAGE];
  });
  if (Object.keys(foreign).length > 0) {
    throw badRequest("A stage in this change belongs to another project. Nothing was saved.", foreign);
  }

  const assigneeFields = inputs.map((s, i): [string | null | undefined, string] => [
    s.assigned_user_id,
    `stages.${i}.assigned_user_id`,
  ]);
  const names = await requireExistingUsers(
    tx,
    collectUserFields(assigneeFields),
    collectUserFields(
      assigneeFields.filter(([id], i) => {
        const row = inputs[i].id ? saved.get(inputs[i].id) : undefined;
        return id !== row?.assignedUserId;
      }),
    ),
  );

  const entries: ActivityInput[] = [];
  const assigned: StageAssignment[] = [];
  // Keyed by id: a payload naming a stage twice saves its last version.
  const updates = new Map<string, StageValues>();
  const inserts: StageValues[] = [];
  for (const input of inputs) {
    const row = input.id ? saved.get(input.id) : undefined;
    if (!row) {
      const next = mergeStage(undefined, input);
      inserts.push(next);
      entries.push(addedEntry(actor, projectId, next, names));
      assigned.push(...newAssignment(undefined, next));
      continue;
    }
    const before = updates.get(row.id) ?? row;
    const next = mergeStage(before, input);
    const changes = describeChanges(before, next, names);
    if (changes.length === 0) continue;
    updates.set(row.id, next);
    entries.push(updatedEntry(actor, projectId, next.stageName, changes));
    assigned.push(...newAssignment(before, next));
  }

  if (updates.size > 0) {
    const values = [...updates].map(
      ([id, next]) =>
        sql`(${id}::uuid, ${next.stageName}::text, ${next.assignedUserId}::text, ${next.status}::text, ${next.comment}::text, ${next.dueDate}::date)`,
    );
    await tx.execute(sql`
      update project_stages s
      set stage_name = v.stage_name, assigned_user_id = v.assigned_user_id, status = v.status,
          comment = v.comment, due_date = v.due_date
      from (values ${sql.join(values, sql`, `)}) as v(id, stage_name, assigned_user_id, status, comment, due_date)
      where s.id = v.id
    `);
  }
  if (inserts.length > 0) {
    await tx
      .insert(projectStages)
      .values(inserts.map((values, i) => ({ ...values, projectId, createdAt: insertedAt(i) })));
  }
  await notifyStageAssignees(tx, actor, projectId, assigned);
  return entries;
}

async function selectStages(db: DbOrTx, where: SQL): Promise<ProjectStage[]> {
  const result = await db.execute<{ stage: ProjectStage }>(
    sql`select ${stageJson} as stage from ${stageFrom} where ${where} order by ${stageOrder}`,
  );
  return result.rows.map((row) => row.stage);
}

/** The project's stages ordered by created_at. */
export function listStages(db: DbOrTx, projectId: string): Promise<ProjectStage[]> {
  return selectStages(db, sql`s.project_id = ${projectId}`);
}

async function getStage(db: DbOrTx, stageId: string): Promise<ProjectStage> {
  const [stage] = await selectStages(db, sql`s.id = ${stageId}`);
  return stage;
}

export async function addStage(
  db: Database,
  actor: Viewer,
  projectId: string,
  input: StageInput,
): Promise<ProjectStage> {
  return db.transaction(async (tx) => {
    await touchProject(tx, projectId);
    const assignee = collectUserFields([[input.assigned_user_id, "assigned_user_id"]]);
    const names = await requireExistingUsers(tx, assignee, assignee);
    const values = mergeStage(undefined, input);
    const [row] = await tx
      .insert(projectStages)
      .values({ ...values, projectId })
      .returning({ id: projectStages.id });
    await recordActivity(tx, addedEntry(actor, projectId, values, names));
    await notifyStageAssignees(tx, actor, projectId, newAssignment(undefined, values));
    return getStage(tx, row.id);
  });
}

export async function updateStage(
  db: Database,
  actor: Viewer,
  projectId: string,
  stageId: string,
  input: StageInput,
): Promise<ProjectStage> {
  return db.transaction(async (tx) => {
    await touchProject(tx, projectId);
    const saved = await lockStage(tx, projectId, stageId);
    const assignee = collectUserFields([[input.assigned_user_id, "assigned_user_id"]]);
    const reassigned = input.assigned_user_id !== saved.assignedUserId;
    const names = await requireExistingUsers(tx, assignee, reassigned ? assignee : new Map());
    const next = mergeStage(saved, input);
    const changes = describeChanges(saved, next, names);
    if (changes.length > 0) {
      await tx.update(projectStages).set(next).where(eq(projectStages.id, stageId));
      await recordActivity(tx, updatedEntry(actor, projectId, next.stageName, changes));
      await notifyStageAssignees(tx, actor, projectId, newAssignment(saved, next));
    }
    return getStage(tx, stageId);
  });
}

/**
 * Deletes the stage and its stage_files rows; returns the files' storage
 * keys, which the caller removes once this transaction has committed.
 */
export async function deleteStage(db: Database, actor: Viewer, projectId: string, stageId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await touchProject(tx, projectId);
    const stage = await lockStage(tx, projectId, stageId);
    const files = await tx
      .delete(stageFiles)
      .where(eq(stageFiles.stageId, stageId))
      .returning({ key: stageFiles.filePath });
    await tx.delete(projectStages).where(eq(projectStages.id, stageId));
    await recordActivity(tx, {
      projectId,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.stageDeleted,
      details: { stage: stage.stageName, file_count: files.length },
    });
    return files.map((f) => f.key);
  });
}
