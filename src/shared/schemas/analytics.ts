import { z } from "zod";
import { STAGES } from "#shared/stages";
import { isoDateSchema } from "./common";

/** `today` is the viewer's calendar day: the open stage and the forecast count up to it. */
export const insightsQuerySchema = z.object({ today: isoDateSchema });

export const forecastSchema = z.object({
  status: z.enum(["completed", "no_data", "on_track", "behind", "no_deadline"]),
  /** Percentage points gained per day since the project started. */
  pace_per_day: z.number().nullable(),
  forecast_date: z.string().nullable(),
  deadline: z.string().nullable(),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** GET /api/projects/{id}/insights. */
export const projectInsightsSchema = z.object({
  hours_by_stage: z.array(z.object({ stage: z.enum(STAGES), hours: z.number() })),
  hours_by_person: z.array(z.object({ user_id: z.string().nullable(), name: z.string(), hours: z.number() })),
  days_in_stage: z.array(z.object({ stage: z.enum(STAGES), days: z.number().int() })),
  forecast: forecastSchema,
});
export type ProjectInsights = z.infer<typeof projectInsightsSchema>;

export const TEAM_WEEKS_DEFAULT = 8;
export const TEAM_WEEKS_MAX = 26;
export const teamAnalyticsQuerySchema = z.object({
  today: isoDateSchema,
  weeks: z.coerce.number().int().min(1).max(TEAM_WEEKS_MAX).optional(),
});
export type TeamAnalyticsQuery = z.infer<typeof teamAnalyticsQuerySchema>;

/** GET /api/analytics/team (Admin): the last `weeks` weeks of updates across all projects. */
export const teamAnalyticsSchema = z.object({
  /** Monday of each week, oldest first. */
  weeks: z.array(z.string()),
  people: z.array(
    z.object({
      user_id: z.string().nullable(),
      name: z.string(),
      /** One value per entry of `weeks`. */
      hours_by_week: z.array(z.number()),
      total: z.number(),
    }),
  ),
  /** Days a project spent in each stage before moving on, median across projects. */
  stage_medians: z.array(
    z.object({ stage: z.enum(STAGES), median_days: z.number().nullable(), samples: z.number().int() }),
  ),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;
