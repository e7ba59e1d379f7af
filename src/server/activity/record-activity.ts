import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { activityLog } from "#server/db/schema/index";
import { projectAudience } from "#server/policy/index";
import { publishLiveEvent } from "#server/realtime/index";
import type { ActivityDetails } from "#shared/activity";

/**
 * The verbs, as stored in activity_log.action. The sentence people read is written
 * from the verb and the entry's details by #shared/activity, never stored.
 */
export const ACTIVITY_ACTIONS = {
  projectCreated: "project_created",
  projectUpdated: "project_updated",
  projectDeleted: "project_deleted",
  stageAdded: "stage_added",
  stageUpdated: "stage_updated",
  stageDeleted: "stage_deleted",
  assignmentsChanged: "assignments_changed",
  commentPosted: "comment_posted",
  coverChanged: "cover_changed",
  coverRemoved: "cover_removed",
  progressPosted: "progress_posted",
  stageMoved: "stage_moved",
  progressExported: "progress_exported",
  activityExported: "activity_exported",
  roleChanged: "role_changed",
  memberDeactivated: "member_deactivated",
  memberReactivated: "member_reactivated",
  passwordResetIssued: "password_reset_link_issued",
  invitationCreated: "invitation_created",
  invitationRevoked: "invitation_revoked",
  invitationAccepted: "invitation_accepted",
  signUpModeChanged: "sign_up_mode_changed",
  projectShared: "project_shared",
  shareAccepted: "share_accepted",
  shareRejected: "share_rejected",
  fileUploaded: "file_uploaded",
  fileVersionUploaded: "file_version_uploaded",
  fileShared: "file_shared",
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS] | (string & {});

export interface ActivityInput {
  /** null for entries that outlive their project (a deletion), so the audit log keeps them. */
  projectId: string | null;
  actorId: string | null;
  action: ActivityAction;
  /** What the actor acted on and how; what a sentence needs besides the actor's name. */
  details?: ActivityDetails;
}

/**
 * Writes activity entries inside the caller's transaction, so an entry exists
 * exactly when the change it describes was committed. One statement however many.
 * Stamped with the clock rather than the transaction start (now()), a microsecond
 * apart, so entries of one transaction list in the order they were recorded.
 * Every project an entry is about gets a live 'project' event, addressed to the
 * users who may see it when the transaction commits, so open pages refresh.
 */
export async function recordActivity(tx: DbOrTx, entries: ActivityInput | ActivityInput[]): Promise<void> {
  const rows = Array.isArray(entries) ? entries : [entries];
  if (rows.length === 0) return;
  await tx
    .insert(activityLog)
    .values(rows.map((row, i) => ({ ...row, createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'` })));
  const projectIds = new Set(rows.map((row) => row.projectId).filter((id): id is string => id !== null));
  for (const projectId of projectIds) {
    await publishLiveEvent(tx, { type: "project", projectId }, await projectAudience(tx, projectId));
  }
}

/**
 * A project's deletion takes with it the rows that say who may see it, so its viewers are read
 * first, in the deleting transaction. The returned step, run once the project is gone, tells
 * their open pages (on commit), which then show it is no longer there.
 */
export async function prepareDeletionNotice(tx: DbOrTx, projectId: string): Promise<() => Promise<void>> {
  const audience = await projectAudience(tx, projectId);
  return () => publishLiveEvent(tx, { type: "project", projectId }, audience);
}

/** How an actor is named in notifications: their name, else their email. */
export function actorLabel(actor: { name: string | null; email: string }): string {
  return actor.name?.trim() || actor.email;
}
