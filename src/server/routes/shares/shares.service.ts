import { sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, actorLabel, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { Database, DbOrTx, Transaction } from "#server/db/client";
import { badRequest, conflict, notFound } from "#server/lib/errors";
import { createNotifications, projectTitle } from "#server/notifications/index";
import { publishLiveEvent } from "#server/realtime/index";
import { isoTimestamp } from "#server/routes/projects/project-sql";
import type { ProjectShare, ShareProjectInput, UpdateShareStatusInput } from "#shared/schemas/sharing";
import type { ShareStatus } from "#shared/stages";

export const SHARE_SELF_MESSAGE = "You cannot share a project with yourself";
export const SHARE_USER_MISSING = "This user does not exist";
export const SHARE_EMAIL_MISSING = "No account uses this email";
export const SHARE_CLOSED_MESSAGE = "This share was rejected and can no longer be changed";

const userLabel = (row: { name: string | null; email: string }) => row.name?.trim() || row.email;

/** The field that named the recipient, where an error about them is shown. */
const recipientField = (input: ShareProjectInput) => (input.email === undefined ? "userId" : "email");

/**
 * The account the share is for, by its id or by its email. Accounts store their email in lower
 * case; the address typed may not be. An email that no account has is said plainly: whoever may
 * share could learn the same by trying to sign up with it.
 */
async function findRecipient(tx: Transaction, input: ShareProjectInput) {
  const match = input.email === undefined ? sql`id = ${input.userId}` : sql`email = ${input.email.toLowerCase()}`;
  const found = await tx.execute<{ id: string; name: string | null; email: string }>(
    sql`select id, name, email from "user" where ${match}`,
  );
  return found.rows[0];
}

/**
 * The key of the notice about one version of a share: sharing again notifies again, and answering
 * the share finds its notices by the prefix.
 */
const shareNoticePrefix = (shareId: string) => `project_share:${shareId}:`;

/**
 * Shares the project with one user. A first share is 'pending' (version 1);
 * sharing again with the same user bumps the version and sets 'updated', with
 * the new message and date, so it returns to their list to be answered again.
 * The recipient is notified and their open pages hear of it on commit. Runs in the caller's
 * transaction, which may also keep the answer for a resend (see idempotency/).
 */
export async function shareProject(
  tx: Transaction,
  actor: Viewer,
  projectId: string,
  input: ShareProjectInput,
): Promise<{ id: string; version: number; status: ShareStatus }> {
  const recipient = await findRecipient(tx, input);
  if (recipient?.id === actor.id)
    throw badRequest(SHARE_SELF_MESSAGE, { [recipientField(input)]: [SHARE_SELF_MESSAGE] });
  if (!recipient) {
    const missing = input.email === undefined ? SHARE_USER_MISSING : SHARE_EMAIL_MISSING;
    throw badRequest(missing, { [recipientField(input)]: [missing] });
  }
  const message = input.message?.trim() || null;
  const result = await tx.execute<{ id: string; version: number; status: ShareStatus }>(sql`
    insert into project_shares (project_id, shared_with, shared_by, message)
    values (${projectId}, ${recipient.id}, ${actor.id}, ${message})
    on conflict (project_id, shared_with) do update
      set version = project_shares.version + 1, status = 'updated', message = excluded.message,
          shared_by = excluded.shared_by, shared_at = now()
    returning id, version, status
  `);
  const share = result.rows[0];
  const title = await projectTitle(tx, projectId);
  await recordActivity(tx, {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.projectShared,
    details: { person: userLabel(recipient), version: share.version },
  });
  await createNotifications(tx, [
    {
      userId: recipient.id,
      kind: "project_shared",
      title: `${actorLabel(actor)} shared “${title}” with you`,
      body: message,
      link: "/platform/dashboard",
      dedupeKey: `${shareNoticePrefix(share.id)}${share.version}`,
    },
  ]);
  await publishLiveEvent(tx, { type: "share" }, [recipient.id]);
  return share;
}

/** get_projects_shared_with_me: the viewer's shares, newest first; rejected ones are hidden. */
export async function listSharesForUser(db: DbOrTx, userId: string): Promise<ProjectShare[]> {
  const result = await db.execute<ProjectShare>(sql`
    select sh.id, sh.project_id, p.title, p.summary,
           coalesce(nullif(u.name, ''), u.email) as shared_by_name,
           sh.version, ${isoTimestamp(sql`sh.shared_at`)} as shared_at,
           sh.status, sh.message
    from project_shares sh
    join projects p on p.id = sh.project_id
    left join "user" u on u.id = sh.shared_by
    where sh.shared_with = ${userId} and sh.status <> 'rejected'
    order by sh.shared_at desc, sh.id desc
    limit 200
  `);
  return result.rows;
}

/**
 * update_share_status: the recipient accepts (the project becomes visible to
 * them) or rejects (the share disappears from their list). A rejected share
 * stays closed until the project is shared with them again. Either answer is what the share's
 * notices asked for, so they are marked read.
 */
export async function answerShare(
  db: Database,
  actor: Viewer,
  shareId: string,
  input: UpdateShareStatusInput,
): Promise<{ id: string; project_id: string; status: ShareStatus }> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ project_id: string; status: ShareStatus }>(
      sql`select project_id, status from project_shares where id = ${shareId} and shared_with = ${actor.id} for update`,
    );
    const share = locked.rows[0];
    if (!share) throw notFound("Share not found");
    if (share.status === "rejected") throw conflict(SHARE_CLOSED_MESSAGE);
    if (share.status !== input.status) {
      await tx.execute(sql`update project_shares set status = ${input.status} where id = ${shareId}`);
      const accepted = input.status === "accepted";
      await recordActivity(tx, {
        projectId: share.project_id,
        actorId: actor.id,
        action: accepted ? ACTIVITY_ACTIONS.shareAccepted : ACTIVITY_ACTIONS.shareRejected,
      });
      const answered = await tx.execute(sql`
        update notifications set read_at = now()
        where user_id = ${actor.id} and read_at is null
          and starts_with(dedupe_key, ${shareNoticePrefix(shareId)})
      `);
      await publishLiveEvent(tx, { type: "share" }, [actor.id]);
      if (answered.rowCount) await publishLiveEvent(tx, { type: "notification" }, [actor.id]);
    }
    return { id: shareId, project_id: share.project_id, status: input.status };
  });
}
