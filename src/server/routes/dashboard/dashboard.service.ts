/**
 * The dashboard's data. Each endpoint answers with ONE statement whatever the size of
 * the data: every section is a bounded subquery (a LIMIT walked on an index, or a
 * count served by an index or by project_stage_counts), assembled as JSON in Postgres.
 * "Today" is the viewer's calendar day, sent by the client.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Viewer } from "#server/context";
import type { Database } from "#server/db/client";
import { assignedToCondition, isoTimestamp } from "#server/routes/projects/project-sql";
import { DUE_SOON_DAYS } from "#shared/dates";
import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_STAGE } from "#shared/roles";
import {
  type AdminDashboard,
  type DashboardProject,
  type DashboardSummary,
  type Pipeline,
  PROJECTS_OVERVIEW_LIMIT,
  type ProjectsOverviewItem,
  RECENT_ACTIVITY_LIMIT,
  type RecentActivity,
  type StaffActivity,
  TODAY_ACTIVITY_LIMIT,
  UPCOMING_LIMIT,
  YOUR_PROJECTS_LIMIT,
} from "#shared/schemas/dashboard";
import { COMPLETED_STAGE, STAGES } from "#shared/stages";

/** dashboardProjectSchema, from `p`. */
const projectJson = sql`jsonb_build_object(
  'id', p.id,
  'title', p.title,
  'author', p.author,
  'current_stage', p.current_stage,
  'progress', p.progress,
  'deadline', p.deadline::text,
  'updated_at', ${isoTimestamp(sql`p.updated_at`)}
)`;

/** Rows of `inner` (which selects `j` and the order columns) as one JSON array in `order`. */
const jsonArray = (inner: SQL, order: SQL) =>
  sql`(select coalesce(jsonb_agg(x.j order by ${order}), '[]'::jsonb) from (${inner}) x)`;

/** How many overdue projects the Projects Due card names. */
const OVERDUE_NAMED_LIMIT = 3;

/** Open projects (not Completed) with a deadline; projects_open_deadline_idx holds exactly these. */
const openWithDeadline = sql`p.current_stage <> ${COMPLETED_STAGE} and p.deadline is not null`;

/** The eight stages in order with their counts, from a stage → count map. */
function toPipeline(counts: Record<string, number> | null): Pipeline {
  return STAGES.map((stage) => ({ stage, count: Number(counts?.[stage] ?? 0) }));
}

const activeCount = (pipeline: Pipeline) =>
  pipeline.reduce((sum, row) => (row.stage === COMPLETED_STAGE ? sum : sum + row.count), 0);

const isProductionRole = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/**
 * The general sections for any signed-in user, over the projects `visible` (a
 * condition on `projects p`, from policy) admits: Your Projects, the pipeline,
 * Upcoming Projects with the unfinished ones past their deadline, Recent Activity, and for the four production roles the count
 * of their projects in their stage. `seesAll` (an Admin) reads the pipeline from
 * the per-stage counts and the whole activity log.
 */
export async function dashboardSummary(
  db: Database,
  viewer: Viewer,
  scope: { visible: SQL; seesAll: boolean },
  today: string,
): Promise<DashboardSummary> {
  const { visible, seesAll: isAdmin } = scope;
  // An Admin sees every project: the per-stage counts table answers without counting.
  const pipeline = isAdmin
    ? sql`(select jsonb_object_agg(c.stage, c.project_count) from project_stage_counts c)`
    : sql`(select jsonb_object_agg(d.current_stage, d.n) from (
        select p.current_stage, count(*) as n from projects p where ${visible} group by p.current_stage
      ) d)`;
  const recentScope = isAdmin ? sql`true` : sql`l.project_id in (select p.id from projects p where ${visible})`;
  const roleStage = isProductionRole(viewer.role) ? ROLE_STAGE[viewer.role] : null;
  const assignment = roleStage
    ? sql`(select count(*)::int from projects p where p.current_stage = ${roleStage} and ${assignedToCondition(viewer.id)})`
    : sql`null::int`;

  const result = await db.execute<{
    your_projects: DashboardProject[];
    pipeline: Record<string, number> | null;
    upcoming: DashboardProject[];
    overdue: DashboardProject[];
    recent: RecentActivity[];
    assignment: number | null;
  }>(sql`
    select
      ${jsonArray(
        sql`select ${projectJson} as j, p.updated_at, p.id from projects p where ${visible}
            order by p.updated_at desc nulls last, p.id desc nulls last limit ${YOUR_PROJECTS_LIMIT}`,
        sql`x.updated_at desc, x.id desc`,
      )} as your_projects,
      ${pipeline} as pipeline,
      ${jsonArray(
        sql`select ${projectJson} as j, p.deadline, p.id from projects p
            where ${visible} and ${openWithDeadline} and p.deadline >= ${today}::date
            order by p.deadline, p.id limit ${UPCOMING_LIMIT}`,
        sql`x.deadline, x.id`,
      )} as upcoming,
      ${jsonArray(
        sql`select ${projectJson} as j, p.deadline, p.id from projects p
            where ${visible} and ${openWithDeadline} and p.deadline < ${today}::date
            order by p.deadline, p.id limit ${UPCOMING_LIMIT}`,
        sql`x.deadline, x.id`,
      )} as overdue,
      ${jsonArray(
        sql`select jsonb_build_object(
              'id', l.id,
              'action', l.action,
              'details', l.details,
              'created_at', ${isoTimestamp(sql`l.created_at`)},
              'actor_name', coalesce(nullif(u.name, ''), u.email),
              'project_id', l.project_id,
              'project_title', pr.title
            ) as j, l.created_at, l.id
            from activity_log l
            left join "user" u on u.id = l.actor_id
            left join projects pr on pr.id = l.project_id
            where ${recentScope}
            order by l.created_at desc nulls last, l.id desc nulls last limit ${RECENT_ACTIVITY_LIMIT}`,
        sql`x.created_at desc, x.id desc`,
      )} as recent,
      ${assignment} as assignment
  `);
  const row = result.rows[0];
  const stages = toPipeline(row.pipeline);
  return {
    yourProjects: row.your_projects,
    pipeline: stages,
    upcoming: row.upcoming,
    overdue: row.overdue,
    recentActivity: row.recent,
    activeProjects: activeCount(stages),
    assignment: roleStage ? { stage: roleStage, count: Number(row.assignment ?? 0) } : null,
  };
}

/**
 * The Admin panel: the four stat cards, today's staff activity (newest first, names
 * joined in the same statement) and the 10 most recently updated projects.
 */
export async function adminDashboard(db: Database, today: string): Promise<AdminDashboard> {
  const result = await db.execute<{
    stage_counts: Record<string, number> | null;
    team_members: number;
    due_soon: number;
    overdue: number;
    overdue_projects: Array<{ id: string; title: string }>;
    today_entries: number;
    today_activity: StaffActivity[];
    overview: ProjectsOverviewItem[];
  }>(sql`
    select
      (select jsonb_object_agg(c.stage, c.project_count) from project_stage_counts c) as stage_counts,
      (select count(*)::int from "user") as team_members,
      (select count(*)::int from projects p
        where ${openWithDeadline} and p.deadline between ${today}::date and ${today}::date + ${DUE_SOON_DAYS}::int) as due_soon,
      (select count(*)::int from projects p where ${openWithDeadline} and p.deadline < ${today}::date) as overdue,
      ${jsonArray(
        sql`select jsonb_build_object('id', p.id, 'title', p.title) as j, p.deadline, p.id from projects p
            where ${openWithDeadline} and p.deadline < ${today}::date
            order by p.deadline, p.id limit ${OVERDUE_NAMED_LIMIT}`,
        sql`x.deadline, x.id`,
      )} as overdue_projects,
      (select count(*)::int from project_daily_progress d where d.date = ${today}::date) as today_entries,
      ${jsonArray(
        sql`select jsonb_build_object(
              'id', d.id,
              'date', d.date::text,
              'description', d.description,
              'hours_worked', d.hours_worked::float8,
              'current_stage', d.current_stage,
              'challenges', d.challenges,
              'help_required', d.help_required,
              'created_at', ${isoTimestamp(sql`d.created_at`)},
              'user_id', d.user_id,
              'user_name', coalesce(nullif(u.name, ''), u.email),
              'project_id', d.project_id,
              'project_title', p.title
            ) as j, d.created_at, d.id
            from project_daily_progress d
            left join "user" u on u.id = d.user_id
            left join projects p on p.id = d.project_id
            where d.date = ${today}::date
            order by d.created_at desc nulls last, d.id desc nulls last limit ${TODAY_ACTIVITY_LIMIT}`,
        sql`x.created_at desc, x.id desc`,
      )} as today_activity,
      ${jsonArray(
        sql`select ${projectJson} || jsonb_build_object('creator_name', coalesce(nullif(cu.name, ''), cu.email)) as j,
              p.updated_at, p.id
            from projects p left join "user" cu on cu.id = p.created_by
            order by p.updated_at desc nulls last, p.id desc nulls last limit ${PROJECTS_OVERVIEW_LIMIT}`,
        sql`x.updated_at desc, x.id desc`,
      )} as overview
  `);
  const row = result.rows[0];
  const stages = toPipeline(row.stage_counts);
  return {
    metrics: {
      totalProjects: stages.reduce((sum, s) => sum + s.count, 0),
      teamMembers: row.team_members,
      projectsDueSoon: row.due_soon,
      projectsOverdue: row.overdue,
      overdueProjects: row.overdue_projects,
      activeProjects: activeCount(stages),
      todayProgressEntries: row.today_entries,
    },
    todayActivity: row.today_activity,
    projectsOverview: row.overview,
  };
}
