import { eq, type SQL, sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { DbOrTx, Transaction } from "#server/db/client";
import { projectDailyProgress, projects } from "#server/db/schema/index";
import { badRequest, notFound } from "#server/lib/errors";
import { decodeCursor, encodeCursor } from "#server/routes/projects/project-cursor";
import { isoTimestamp } from "#server/routes/projects/project-sql";
import { summaryOf } from "#shared/activity";
import { bulletList, dayHoursExceeded, HOURS_MAX } from "#shared/progress";
import type {
  ProgressEntry,
  ProgressExportInput,
  ProgressHistory,
  ProgressHistoryQuery,
  ProgressSummary,
  ProgressUpdateInput,
  ProgressUpdateResult,
} from "#shared/schemas/progress";
import { progressForStage } from "#shared/stages";

export const PROGRESS_PAGE_DEFAULT = 50;

/** progressEntrySchema, from `d` left-joined with its author `u`. */
const entryJson = sql`jsonb_build_object(
  'id', d.id,
  'project_id', d.project_id,
  'user_id', d.user_id,
  'user_name', coalesce(nullif(u.name, ''), u.email),
  'date', d.date::text,
  'description', d.description,
  'hours_worked', d.hours_worked::float8,
  'current_stage', d.current_stage,
  'challenges', d.challenges,
  'help_required', d.help_required,
  'created_at', ${isoTimestamp(sql`d.created_at`)}
)`;

async function selectEntries(db: DbOrTx, where: SQL, limit: number) {
  const result = await db.execute<{ entry: ProgressEntry; micros: string }>(sql`
    select ${entryJson} as entry, (extract(epoch from d.created_at) * 1000000)::bigint::text as micros
    from project_daily_progress d left join "user" u on u.id = d.user_id
    where ${where}
    order by d.created_at desc, d.id desc
    limit ${limit}
  `);
  return result.rows;
}

async function summarize(db: DbOrTx, projectId: string): Promise<ProgressSummary> {
  const result = await db.execute<ProgressSummary>(sql`
    select count(*)::int as entry_count,
           coalesce(sum(d.hours_worked), 0)::float8 as total_hours,
           count(distinct d.user_id)::int as contributor_count,
           ${isoTimestamp(sql`max(d.created_at)`)} as latest_update
    from project_daily_progress d
    where d.project_id = ${projectId}
  `);
  return result.rows[0];
}

/** One page of the history, newest first, with totals over all of it: two queries. */
export async function listProgress(
  db: DbOrTx,
  projectId: string,
  query: ProgressHistoryQuery,
): Promise<ProgressHistory> {
  const limit = query.limit ?? PROGRESS_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const where = after
    ? sql`d.project_id = ${projectId} and (d.created_at, d.id) < (timestamptz 'epoch' + ${after.updatedAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql`d.project_id = ${projectId}`;
  const [rows, summary] = await Promise.all([selectEntries(db, where, limit + 1), summarize(db, projectId)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.entry),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAtMicros: last.micros, id: last.entry.id }) : null,
    summary,
  };
}

/** The first key of the (user, day) advisory lock: names what the lock is for. */
const DAY_HOURS_LOCK = 24_001;

/**
 * One person's hours on one calendar day, across all their updates on every
 * project, never pass 24. The (user, day) pair is locked for the rest of the
 * transaction first, so two updates posted at the same moment are counted one
 * after the other and cannot both slip under the limit.
 */
async function checkDayHours(tx: DbOrTx, userId: string, date: string, hours: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_HOURS_LOCK}, hashtext(${`${userId}:${date}`}))`);
  const result = await tx.execute<{ logged: number }>(sql`
    select coalesce(sum(hours_worked), 0)::float8 as logged
    from project_daily_progress where user_id = ${userId} and date = ${date}::date
  `);
  const logged = result.rows[0].logged;
  if (logged + hours > HOURS_MAX) {
    const message = dayHoursExceeded(date, logged);
    throw badRequest(message, { hours_worked: [message] });
  }
}

/**
 * Records an update and moves the project to its stage, in the caller's transaction:
 * the entry, the project's stage and progress (which follows from the stage),
 * and the activity entries (the update; the stage move when the stage changed).
 * The project row is locked first so two concurrent updates report the stage
 * each of them really moved from.
 */
export async function postProgress(
  tx: Transaction,
  actor: Viewer,
  projectId: string,
  input: ProgressUpdateInput,
): Promise<ProgressUpdateResult> {
  const [before] = await tx
    .select({ stage: projects.currentStage })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  if (!before) throw notFound("Project not found");
  if (input.hours_worked) await checkDayHours(tx, actor.id, input.date, input.hours_worked);

  const [row] = await tx
    .insert(projectDailyProgress)
    .values({
      projectId,
      userId: actor.id,
      date: input.date,
      description: bulletList(input.accomplishments) ?? "",
      hoursWorked: input.hours_worked ?? null,
      currentStage: input.current_stage,
      challenges: bulletList(input.challenges),
      helpRequired: input.help_required?.trim() || null,
    })
    .returning({ id: projectDailyProgress.id });

  const progress = progressForStage(input.current_stage);
  const [project] = await tx
    .update(projects)
    .set({ currentStage: input.current_stage, progress, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning({
      id: projects.id,
      current_stage: projects.currentStage,
      progress: projects.progress,
      updated_at: sql<string>`${isoTimestamp(sql`${projects.updatedAt}`)}`,
    });

  const stageChanged = before.stage !== input.current_stage;
  await recordActivity(tx, [
    {
      projectId,
      actorId: actor.id,
      action: ACTIVITY_ACTIONS.progressPosted,
      details: {
        date: input.date,
        stage: input.current_stage,
        hours: input.hours_worked ?? null,
        summary: summaryOf(input.accomplishments),
      },
    },
    ...(stageChanged
      ? [
          {
            projectId,
            actorId: actor.id,
            action: ACTIVITY_ACTIONS.stageMoved,
            details: { from_stage: before.stage, to_stage: input.current_stage, progress },
          },
        ]
      : []),
  ]);

  const [entry] = await selectEntries(tx, sql`d.id = ${row.id}`, 1);
  return { entry: entry.entry, project, stage_changed: stageChanged };
}

/** Records that a progress report or the history CSV was exported. */
export async function recordProgressExport(
  db: DbOrTx,
  actor: Viewer,
  projectId: string,
  input: ProgressExportInput,
): Promise<void> {
  await recordActivity(db, {
    projectId,
    actorId: actor.id,
    action: ACTIVITY_ACTIONS.progressExported,
    details: { format: input.format },
  });
}
