import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { forecastCompletion } from "#shared/forecast";
import {
  type ProjectInsights,
  TEAM_WEEKS_DEFAULT,
  type TeamAnalytics,
  type TeamAnalyticsQuery,
} from "#shared/schemas/analytics";
import { STAGES, type Stage } from "#shared/stages";

/**
 * A project is in Book Started from its creation, before any update says so: its creation counts
 * as an entry in that stage (for the projects among `ids`, created between `from` and `today`).
 */
const creationEntries = (ids: SQL, from: SQL, today: string) => sql`
  select p.id as project_id, (p.created_at at time zone 'UTC')::date as date,
    'Book Started'::text as current_stage, p.created_at
  from projects p
  where p.id in (${ids}) and (p.created_at at time zone 'UTC')::date between ${from} and ${today}::date`;

/**
 * Stage spells from progress entries: a spell starts with an entry whose stage
 * differs from the entry before it (per project, by date then time of posting) and
 * lasts until the next spell starts, or until `today` for the open one.
 * Adds `project_id, stage, start, next_start` over the given entries `e0`.
 */
const spells = (today: string) => sql`
  ordered as (
    select project_id, date, current_stage, created_at,
      lag(current_stage) over (partition by project_id order by date, created_at) as prev
    from e0
  ),
  starts as (
    select project_id, current_stage as stage, date as start, created_at
    from ordered where prev is distinct from current_stage
  ),
  spells as (
    select project_id, stage, start,
      lead(start) over (partition by project_id order by start, created_at) as next_start,
      ${today}::date as today
    from starts
  )`;

const byStage = <T extends { stage: Stage }>(rows: T[], empty: (stage: Stage) => T): T[] =>
  STAGES.map((stage) => rows.find((row) => row.stage === stage) ?? empty(stage));

/** A project's hours per stage and per person, days in each stage and forecast: four queries. */
export async function getProjectInsights(db: DbOrTx, projectId: string, today: string): Promise<ProjectInsights> {
  const [project, stageHours, personHours, stageDays] = await Promise.all([
    db.execute<{ progress: number; deadline: string | null; started: string }>(sql`
      select p.progress, p.deadline::text as deadline,
        least((p.created_at at time zone 'UTC')::date,
              coalesce((select min(d.date) from project_daily_progress d where d.project_id = p.id), 'infinity'))::text as started
      from projects p where p.id = ${projectId}
    `),
    db.execute<{ stage: Stage; hours: number }>(sql`
      select current_stage as stage, coalesce(sum(hours_worked), 0)::float8 as hours
      from project_daily_progress where project_id = ${projectId}
      group by current_stage
    `),
    db.execute<{ user_id: string | null; name: string; hours: number }>(sql`
      select d.user_id, coalesce(nullif(u.name, ''), u.email, 'Unknown User') as name,
        coalesce(sum(d.hours_worked), 0)::float8 as hours
      from project_daily_progress d left join "user" u on u.id = d.user_id
      where d.project_id = ${projectId}
      group by d.user_id, u.name, u.email
      order by hours desc, name
    `),
    db.execute<{ stage: Stage; days: number }>(sql`
      with updates as (
        select project_id, date, current_stage, created_at from project_daily_progress where project_id = ${projectId}
      ),
      e0 as (
        select * from updates
        union all ${creationEntries(sql`${projectId}`, sql`'-infinity'::date`, today)}
      ), ${spells(today)}
      select stage, sum(greatest(coalesce(next_start, today) - start, 0))::int as days
      from spells group by stage
    `),
  ]);
  const p = project.rows[0];
  return {
    hours_by_stage: byStage(stageHours.rows, (stage) => ({ stage, hours: 0 })),
    hours_by_person: personHours.rows,
    days_in_stage: byStage(stageDays.rows, (stage) => ({ stage, days: 0 })),
    forecast: forecastCompletion({ progress: p.progress, started: p.started, today, deadline: p.deadline }),
  };
}

/** Hours per person per week and the median days per stage, over the last weeks: two queries. */
export async function getTeamAnalytics(db: DbOrTx, query: TeamAnalyticsQuery): Promise<TeamAnalytics> {
  const weeks = query.weeks ?? TEAM_WEEKS_DEFAULT;
  const firstWeek = sql`(date_trunc('week', ${query.today}::date) - ${weeks - 1} * interval '1 week')::date`;
  const [weekRows, medians] = await Promise.all([
    db.execute<{ user_id: string | null; name: string; week: string; hours: number }>(sql`
      select d.user_id, coalesce(nullif(u.name, ''), u.email, 'Unknown User') as name,
        date_trunc('week', d.date)::date::text as week, coalesce(sum(d.hours_worked), 0)::float8 as hours
      from project_daily_progress d left join "user" u on u.id = d.user_id
      where d.date >= ${firstWeek} and d.date <= ${query.today}::date
      group by d.user_id, u.name, u.email, week
    `),
    db.execute<{ stage: Stage; median_days: number | null; samples: number }>(sql`
      with updates as (
        select project_id, date, current_stage, created_at from project_daily_progress
        where date >= ${firstWeek} and date <= ${query.today}::date
      ),
      e0 as (
        -- Only projects updated in the window can have left Book Started in it.
        select * from updates
        union all ${creationEntries(sql`select project_id from updates`, firstWeek, query.today)}
      ), ${spells(query.today)}
      select stage, percentile_cont(0.5) within group (order by next_start - start)::float8 as median_days,
        count(*)::int as samples
      from spells where next_start is not null group by stage
    `),
  ]);

  const weekList = Array.from({ length: weeks }, (_, i) => {
    const [y, m, d] = query.today.split("-").map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
    return new Date(monday - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10);
  });
  const people = new Map<string, TeamAnalytics["people"][number]>();
  for (const row of weekRows.rows) {
    const key = row.user_id ?? "";
    const person = people.get(key) ?? {
      user_id: row.user_id,
      name: row.name,
      hours_by_week: weekList.map(() => 0),
      total: 0,
    };
    const index = weekList.indexOf(row.week);
    if (index >= 0) person.hours_by_week[index] += row.hours;
    person.total += row.hours;
    people.set(key, person);
  }
  return {
    weeks: weekList,
    people: [...people.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    stage_medians: byStage(medians.rows, (stage) => ({ stage, median_days: null, samples: 0 })),
  };
}
