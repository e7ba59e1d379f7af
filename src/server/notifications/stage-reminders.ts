import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { seesProject } from "#server/policy/index";
import { publishLiveEvent } from "#server/realtime/index";
import { DUE_SOON_DAYS } from "#shared/dates";

/** How often each instance looks for stages that became due soon or overdue. */
export const REMINDER_INTERVAL_MS = 60 * 60_000;

/**
 * Notifies each open stage's assignee (or, without one, the project's creator)
 * once when its due date comes within the due-soon window and once when it has
 * passed, if they may still see the project. A Completed project or stage is never reminded. The dedupe key names
 * the stage and its due date, and the unique (user, key) index makes the insert
 * idempotent, so any number of runs on any number of instances notify once; a
 * new due date starts over. `today` is the UTC calendar day.
 * Returns how many notifications were created.
 */
export async function runStageReminders(db: Database, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ user_id: string }>(sql`
      with due as (
        select s.id, s.stage_name, s.due_date, p.id as project_id, p.title,
               coalesce(s.assigned_user_id, p.created_by) as recipient,
               case when s.due_date < ${today}::date then 'stage_overdue' else 'stage_due_soon' end as kind
        from project_stages s
        join projects p on p.id = s.project_id
        where s.due_date is not null
          and s.status <> 'Completed'
          and p.current_stage <> 'Completed'
          and s.due_date <= ${today}::date + ${DUE_SOON_DAYS}::int
      )
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      select recipient, kind,
             case when kind = 'stage_overdue'
               then 'Stage “' || stage_name || '” is overdue'
               else 'Stage “' || stage_name || '” is due soon' end,
             title || ' — due ' || to_char(due_date, 'Mon FMDD, YYYY'),
             '/platform/projects/' || project_id,
             kind || ':' || id || ':' || due_date
      from due
      where recipient is not null and ${seesProject(sql`project_id`, sql`recipient`)}
      on conflict (user_id, dedupe_key) do nothing
      returning user_id
    `);
    const userIds = result.rows.map((row) => row.user_id);
    await publishLiveEvent(tx, { type: "notification" }, userIds);
    return userIds.length;
  });
}

/** Runs the reminders now and then every REMINDER_INTERVAL_MS; returns the stop function. */
export function startStageReminders(db: Database, logger: Logger): () => void {
  const run = () => {
    runStageReminders(db).then(
      (created) => {
        if (created > 0) logger.info("stage reminders sent", { created });
      },
      (error: unknown) => logger.error("stage reminders failed", { error: String(error) }),
    );
  };
  run();
  const timer = setInterval(run, REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
