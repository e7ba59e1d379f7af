import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { notifications } from "#server/db/schema/index";
import { projectViewersAmong } from "#server/policy/index";
import { publishLiveEvent } from "#server/realtime/index";
import type { NotificationKind } from "#shared/schemas/notifications";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link?: string | null;
  /** At most one notification per user and key; a repeat is silently skipped. */
  dedupeKey?: string | null;
}

/**
 * Writes notifications inside the caller's transaction and tells their
 * recipients' open pages once it commits. Returns the users actually notified
 * (a repeated dedupe key notifies nobody).
 */
export async function createNotifications(tx: DbOrTx, rows: NotificationInput[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ userId: notifications.userId });
  const userIds = inserted.map((row) => row.userId);
  await publishLiveEvent(tx, { type: "notification" }, userIds);
  return userIds;
}

/**
 * Notifications about one project, which name it and link to it: written only for recipients
 * who may see the project when the transaction commits, so a notice never shows a project to
 * someone the project would answer 404. Returns the users notified.
 */
export async function createProjectNotifications(
  tx: DbOrTx,
  projectId: string,
  rows: NotificationInput[],
): Promise<string[]> {
  const viewers = await projectViewersAmong(
    tx,
    projectId,
    rows.map((row) => row.userId),
  );
  return createNotifications(
    tx,
    rows.filter((row) => viewers.has(row.userId)),
  );
}

/** The project's title for a notification's text. */
export async function projectTitle(tx: DbOrTx, projectId: string): Promise<string> {
  const result = await tx.execute<{ title: string }>(sql`select title from projects where id = ${projectId}`);
  return result.rows[0]?.title ?? "a project";
}

export const projectLink = (projectId: string) => `/platform/projects/${projectId}`;
