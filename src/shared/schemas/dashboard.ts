import { z } from "zod";
import { STAGES } from "#shared/stages";
import { activityDetailsSchema } from "./activity-details";
import { isoDateSchema } from "./common";

/** The dashboard counts "today" as the viewer's own calendar day, which the client sends. */
export const dashboardQuerySchema = z.object({ today: isoDateSchema });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Section sizes: Your Projects and Upcoming list 5, the overview 10. */
export const YOUR_PROJECTS_LIMIT = 5;
export const UPCOMING_LIMIT = 5;
export const RECENT_ACTIVITY_LIMIT = 10;
export const PROJECTS_OVERVIEW_LIMIT = 10;
/** Today's staff activity shows the newest entries; the Today's Updates card counts them all. */
export const TODAY_ACTIVITY_LIMIT = 50;

const stage = z.enum(STAGES);

export const dashboardProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  current_stage: stage,
  progress: z.number().int(),
  deadline: z.string().nullable(),
  updated_at: z.string(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

export const recentActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  details: activityDetailsSchema,
  created_at: z.string(),
  actor_name: z.string().nullable(),
  project_id: z.string().nullable(),
  project_title: z.string().nullable(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const pipelineSchema = z.array(z.object({ stage, count: z.number().int() }));
export type Pipeline = z.infer<typeof pipelineSchema>;

/** Every role's dashboard: the general sections, plus the role card's count for the four production roles. */
export const dashboardSummarySchema = z.object({
  yourProjects: z.array(dashboardProjectSchema),
  pipeline: pipelineSchema,
  /** Unfinished projects with a deadline from today on, soonest first. */
  upcoming: z.array(dashboardProjectSchema),
  /**
   * Unfinished projects past their deadline, longest overdue first, as many as Upcoming lists:
   * named beside Upcoming, so that a book already late is not missing from a dashboard that lists
   * the ones coming up.
   */
  overdue: z.array(dashboardProjectSchema),
  recentActivity: z.array(recentActivitySchema),
  /** Projects I can see that are not Completed. */
  activeProjects: z.number().int(),
  /** Projects in my role's stage that I am assigned to (team or stage assignee); null without a production role. */
  assignment: z.object({ stage, count: z.number().int() }).nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const staffActivitySchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  hours_worked: z.number().nullable(),
  current_stage: stage,
  challenges: z.string().nullable(),
  help_required: z.string().nullable(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  /** null when the account is gone: shown as 'Unknown User'. */
  user_name: z.string().nullable(),
  project_id: z.string(),
  /** null when the project is gone: shown as 'Unknown Project'. */
  project_title: z.string().nullable(),
});
export type StaffActivity = z.infer<typeof staffActivitySchema>;

export const projectsOverviewItemSchema = dashboardProjectSchema.extend({ creator_name: z.string().nullable() });
export type ProjectsOverviewItem = z.infer<typeof projectsOverviewItemSchema>;

export const dashboardMetricsSchema = z.object({
  totalProjects: z.number().int(),
  /** Every account. */
  teamMembers: z.number().int(),
  /** Due Soon under the shared deadline rule: deadline from the viewer's today through the next 30 days, not Completed. */
  projectsDueSoon: z.number().int(),
  /** Overdue under the same rule: deadline before the viewer's today, not Completed. */
  projectsOverdue: z.number().int(),
  /** The first overdue projects by deadline, so the card can name them. */
  overdueProjects: z.array(z.object({ id: z.string(), title: z.string() })).max(3),
  activeProjects: z.number().int(),
  /** Progress entries dated the viewer's today. */
  todayProgressEntries: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const adminDashboardSchema = z.object({
  metrics: dashboardMetricsSchema,
  todayActivity: z.array(staffActivitySchema),
  projectsOverview: z.array(projectsOverviewItemSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
