import { eq, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, type ActivityInput, prepareDeletionNotice, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx, Transaction } from "#server/db/client";
import { projects } from "#server/db/schema/index";
import { notFound } from "#server/lib/errors";
import { PROJECT_NOT_FOUND } from "#shared/project-policy";
import type { CreateProjectInput, ProjectAssignmentInput, UpdateProjectInput } from "#shared/schemas/project";
import { INITIAL_STAGE, progressForStage } from "#shared/stages";
import { listAssignments, replaceTeam } from "./assignments.service";
import { lockProjectStages } from "./project-locks";
import { upsertStages } from "./stages.service";

const EDITABLE_FIELDS = ["title", "summary", "subject", "level", "author", "genre", "objectives", "deadline"] as const;

/** The project form's own columns, taken field by field so nothing else in the body reaches the row. */
function formFields(input: CreateProjectInput | UpdateProjectInput) {
  const { title, summary, subject, level, author, genre, objectives } = input;
  return { title, summary, subject, level, author, genre, objectives };
}

/**
 * Creates the project and its team in the caller's transaction: a bad team row rolls the project
 * back too. The creator, stage and progress are set here, never taken from the request. The caller
 * has checked that only an Admin sends team rows.
 */
export async function createProject(tx: Transaction, actor: Viewer, input: CreateProjectInput): Promise<string> {
  const [project] = await tx
    .insert(projects)
    .values({
      ...formFields(input),
      deadline: input.deadline ?? null,
      createdBy: actor.id,
      currentStage: INITIAL_STAGE,
      progress: progressForStage(INITIAL_STAGE),
    })
    .returning({ id: projects.id });
  await recordActivity(tx, {
    projectId: project.id,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.projectCreated,
    details: { project_title: input.title },
  });
  if (input.assignments?.length) await replaceTeam(tx, actor, project.id, input.assignments);
  return project.id;
}

/**
 * Update the project fields, then update or insert each stage in the payload and,
 * when team rows are sent, make the team exactly those rows, as one transaction: a
 * refused stage or team member leaves the project untouched.
 * Progress and current stage are not form fields; they move with progress updates.
 */
export async function updateProject(
  db: Database,
  actor: Viewer,
  projectId: string,
  input: UpdateProjectInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!before) throw notFound(PROJECT_NOT_FOUND);

    const entries: ActivityInput[] = input.stages ? await upsertStages(tx, actor, projectId, input.stages) : [];
    if (input.assignments && !(await teamIs(tx, projectId, input.assignments))) {
      await replaceTeam(tx, actor, projectId, input.assignments);
    }

    const next = {
      ...formFields(input),
      // Absent keeps the saved deadline; null clears it.
      deadline: input.deadline === undefined ? before.deadline : input.deadline,
    };
    const changed = EDITABLE_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(next[field]));
    await tx
      .update(projects)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
    if (changed.length > 0) {
      entries.unshift({
        projectId,
        actorId: actor.id,
        action: ACTIVITY_ACTIONS.projectUpdated,
        details: { changes: [...changed] },
      });
    }
    await recordActivity(tx, entries);
  });
}

/** Whether the saved team is exactly these members in these roles, so an unchanged team records nothing. */
async function teamIs(tx: DbOrTx, projectId: string, rows: ProjectAssignmentInput[]): Promise<boolean> {
  const key = (members: { userId: string; role: string }[]) =>
    members
      .map((member) => `${member.userId}:${member.role}`)
      .sort()
      .join("|");
  const saved = await listAssignments(tx, projectId);
  return key(saved.map((member) => ({ userId: member.user_id, role: member.role }))) === key(rows);
}

/**
 * Everything the project owns goes in one transaction (the foreign keys
 * cascade to stages, team, shares, updates, comments and activity). The storage
 * keys of its files and cover are returned so the caller removes the blobs after
 * commit. Locking the project and then its stages first waits out any upload in
 * flight, so no file row appears after its key was collected. Everyone who could see it gets a
 * live event on commit, so a page showing it turns to 'Project Not Found'.
 */
export async function deleteProject(db: Database, actor: Viewer, projectId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ title: projects.title, cover: projects.coverImage })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    await lockProjectStages(tx, projectId);
    const tellViewers = await prepareDeletionNotice(tx, projectId);
    const files = await tx.execute<{ file_path: string }>(sql`
      delete from stage_files
      where stage_id in (select id from project_stages where project_id = ${projectId})
      returning file_path
    `);
    await tx.delete(projects).where(eq(projects.id, projectId));
    // Kept without a project, so the audit log still shows who deleted what.
    await recordActivity(tx, {
      projectId: null,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.projectDeleted,
      details: { project_title: project.title },
    });
    await tellViewers();
    return [...files.rows.map((row) => row.file_path), ...(project.cover ? [project.cover] : [])];
  });
}
