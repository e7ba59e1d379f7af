import { sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, actorLabel, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx } from "#server/db/client";
import { projectAssignments } from "#server/db/schema/index";
import { createProjectNotifications, projectLink, projectTitle } from "#server/notifications/index";
import type { ProjectAssignment, ProjectAssignmentInput } from "#shared/schemas/project";
import { collectUserFields, requireExistingUsers } from "./existing-users";
import { touchProject } from "./project-locks";
import { assignmentFrom, assignmentJson, assignmentOrder } from "./project-sql";

/** Select project_assignments where project_id = {id}, with each member's name and email. */
export async function listAssignments(db: DbOrTx, projectId: string): Promise<ProjectAssignment[]> {
  const result = await db.execute<{ assignment: ProjectAssignment }>(
    sql`select ${assignmentJson} as assignment from ${assignmentFrom} where a.project_id = ${projectId} order by ${assignmentOrder}`,
  );
  return result.rows.map((row) => row.assignment);
}

/**
 * Makes the team exactly `rows`, inside the caller's transaction. Members who stay
 * keep their assigned_at, so 'who joined when' survives a role change.
 * Every user must exist, and a newcomer must have a staff role (400 naming the row otherwise).
 */
export async function replaceTeam(
  tx: DbOrTx,
  actor: Viewer,
  projectId: string,
  rows: ProjectAssignmentInput[],
): Promise<void> {
  const before = await tx.execute<{ user_id: string }>(
    sql`select user_id from project_assignments where project_id = ${projectId}`,
  );
  const members = new Set(before.rows.map((row) => row.user_id));
  const memberFields = rows.map((r, i): [string, string] => [r.userId, `assignments.${i}.userId`]);
  const names = await requireExistingUsers(
    tx,
    collectUserFields(memberFields),
    collectUserFields(memberFields.filter(([id]) => !members.has(id))),
  );
  const keep = rows.map((r) => r.userId);
  await tx.execute(sql`
    delete from project_assignments
    where project_id = ${projectId}
    ${
      keep.length
        ? sql`and user_id not in (${sql.join(
            keep.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
  `);
  if (rows.length > 0) {
    await tx
      .insert(projectAssignments)
      // A microsecond apart, so new members list in the order they were sent.
      .values(
        rows.map((r, i) => ({
          projectId,
          userId: r.userId,
          role: r.role,
          assignedAt: sql`now() + ${i} * interval '1 microsecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: [projectAssignments.projectId, projectAssignments.userId],
        set: { role: sql`excluded.role` },
      });
  }
  const team = rows.map((r) => `${names.get(r.userId)} (${r.role})`);
  await recordActivity(tx, {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.assignmentsChanged,
    details: { team },
  });
  // Newcomers hear that they joined; the actor needs no notice of their own change.
  const joined = rows.filter((r) => !members.has(r.userId) && r.userId !== actor.id);
  if (joined.length > 0) {
    const title = await projectTitle(tx, projectId);
    await createProjectNotifications(
      tx,
      projectId,
      joined.map((r) => ({
        userId: r.userId,
        kind: "project_assigned" as const,
        title: `You were added to “${title}” as ${r.role}`,
        body: `By ${actorLabel(actor)}`,
        link: projectLink(projectId),
      })),
    );
  }
}

/** PUT /projects/{id}/assignments: replace the team in one transaction and return it. */
export async function setTeam(
  db: Database,
  actor: Viewer,
  projectId: string,
  rows: ProjectAssignmentInput[],
): Promise<ProjectAssignment[]> {
  return db.transaction(async (tx) => {
    await touchProject(tx, projectId);
    await replaceTeam(tx, actor, projectId, rows);
    return listAssignments(tx, projectId);
  });
}
