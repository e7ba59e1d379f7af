import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { STAGES } from "#shared/stages";
import { inList } from "./enum-check";

/**
 * How many projects are in each stage, kept exact by statement-level triggers on
 * `projects` (migration 0002_dashboard_counts). The Admin dashboard reads its totals
 * and the pipeline from these eight rows, so its cost does not grow with the number
 * of projects. Every writer (app, seed, tests) goes through the triggers.
 */
export const projectStageCounts = pgTable(
  "project_stage_counts",
  {
    stage: text("stage", { enum: STAGES }).primaryKey(),
    projectCount: integer("project_count").notNull().default(0),
  },
  () => [check("project_stage_counts_stage_check", inList("stage", STAGES))],
);
