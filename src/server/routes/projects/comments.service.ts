import { type SQL, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, actorLabel, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { DbOrTx, Transaction } from "#server/db/client";
import { projectComments } from "#server/db/schema/index";
import { createProjectNotifications, projectLink } from "#server/notifications/index";
import { summaryOf } from "#shared/activity";
import type { ProjectComment } from "#shared/schemas/project";
import { isoTimestamp } from "./project-sql";

/** The newest comments a thread shows; older ones stay stored. */
export const COMMENT_LIMIT = 500;

const commentJson = sql`jsonb_build_object(
  'id', c.id,
  'content', c.content,
  'created_at', ${isoTimestamp(sql`c.created_at`)},
  'author', case when u.id is not null
    then jsonb_build_object('id', u.id, 'full_name', nullif(u.name, ''), 'avatar_url', u.image) end
)`;

async function selectComments(db: DbOrTx, where: SQL, limit: number): Promise<ProjectComment[]> {
  // The newest `limit`, shown oldest first like a conversation.
  const result = await db.execute<{ comment: ProjectComment }>(sql`
    select comment from (
      select ${commentJson} as comment, c.created_at, c.id
      from project_comments c left join "user" u on u.id = c.author_id
      where ${where}
      order by c.created_at desc, c.id desc
      limit ${limit}
    ) newest
    order by created_at, id
  `);
  return result.rows.map((row) => row.comment);
}

export function listComments(db: DbOrTx, projectId: string): Promise<ProjectComment[]> {
  return selectComments(db, sql`c.project_id = ${projectId}`, COMMENT_LIMIT);
}

/**
 * Stored exactly as typed (the UI renders it as text, never as HTML), with its history entry and the
 * creator's notification, in the caller's transaction.
 */
export async function postComment(
  tx: Transaction,
  actor: Viewer,
  projectId: string,
  content: string,
): Promise<ProjectComment> {
  const [row] = await tx
    .insert(projectComments)
    .values({ projectId, authorId: actor.id, content })
    .returning({ id: projectComments.id });
  await recordActivity(tx, {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.commentPosted,
    details: { summary: summaryOf([content]) },
  });
  // The project's creator hears of comments by others.
  const project = await tx.execute<{ created_by: string | null; title: string }>(
    sql`select created_by, title from projects where id = ${projectId}`,
  );
  const creator = project.rows[0]?.created_by;
  if (creator && creator !== actor.id) {
    await createProjectNotifications(tx, projectId, [
      {
        userId: creator,
        kind: "comment_posted",
        title: `${actorLabel(actor)} commented on “${project.rows[0].title}”`,
        body: content.length > 200 ? `${content.slice(0, 200)}…` : content,
        link: projectLink(projectId),
      },
    ]);
  }
  const [comment] = await selectComments(tx, sql`c.id = ${row.id}`, 1);
  return comment;
}
