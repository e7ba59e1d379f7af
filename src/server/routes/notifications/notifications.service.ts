import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { notFound } from "#server/lib/errors";
import { publishLiveEvent } from "#server/realtime/index";
import { isoTimestamp } from "#server/routes/projects/project-sql";
import { NOTIFICATION_LIST_LIMIT, type Notification, type NotificationList } from "#shared/schemas/notifications";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** The user's newest notifications and how many of all theirs are unread. */
export async function listNotifications(db: DbOrTx, userId: string): Promise<NotificationList> {
  const items = await db.execute<Notification>(sql`
    select id, kind, title, body, link, read_at is not null as read,
           ${isoTimestamp(sql`created_at`)} as created_at
    from notifications
    where user_id = ${userId}
    order by created_at desc, id desc
    limit ${NOTIFICATION_LIST_LIMIT}
  `);
  const unread = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from notifications where user_id = ${userId} and read_at is null`,
  );
  return { items: items.rows, unread: unread.rows[0]?.count ?? 0 };
}

/** Marks one of the user's notifications read; another user's answers 404 like a missing one. */
export async function markRead(db: DbOrTx, userId: string, notificationId: string): Promise<void> {
  const result = await db.execute(sql`
    with target as (select id, read_at from notifications where id = ${notificationId}::uuid and user_id = ${userId}),
    changed as (update notifications set read_at = now() where id in (select id from target where read_at is null) returning id)
    select (select count(*) from target)::int as found, (select count(*) from changed)::int as changed
  `);
  const row = result.rows[0] as { found: number; changed: number };
  if (row.found === 0) throw notFound(NOTIFICATION_NOT_FOUND);
  // The user's other open tabs update their badge too.
  if (row.changed > 0) await publishLiveEvent(db, { type: "notification" }, [userId]);
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  const result = await db.execute(
    sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`,
  );
  if (result.rowCount) await publishLiveEvent(db, { type: "notification" }, [userId]);
}
