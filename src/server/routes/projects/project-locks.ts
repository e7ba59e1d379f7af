import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { projectStages } from "#server/db/schema/index";
import { notFound } from "#server/lib/errors";
import { PROJECT_NOT_FOUND } from "#shared/project-policy";
import { isUuid } from "#shared/schemas/common";

/**
 * The row locks every write to a project takes, in one place so they are taken in one order:
 * the project row first, then its stage rows. Concurrent edits of one project therefore queue
 * instead of deadlocking.
 */

export const STAGE_NOT_FOUND = "Stage not found";

/**
 * Takes the project's row lock and marks it changed. Every write to a project's
 * stages or team starts here. 404 if it was just deleted.
 */
export async function touchProject(tx: DbOrTx, projectId: string): Promise<void> {
  const result = await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
  if (!result.rowCount) throw notFound(PROJECT_NOT_FOUND);
}

/** The stage row, locked, if it belongs to the project; 404 otherwise (also for an id that is not a UUID). */
export async function lockStage(tx: DbOrTx, projectId: string, stageId: string) {
  if (!isUuid(stageId)) throw notFound(STAGE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(projectStages)
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)))
    .for("update");
  if (!row) throw notFound(STAGE_NOT_FOUND);
  return row;
}

/** Locks every stage row of the project (after its project row), so no upload adds a file to one meanwhile. */
export async function lockProjectStages(tx: DbOrTx, projectId: string): Promise<void> {
  await tx.execute(sql`select id from project_stages where project_id = ${projectId} for update`);
}
