DROP INDEX "project_daily_progress_date_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_open_deadline_idx";--> statement-breakpoint
CREATE INDEX "project_daily_progress_date_created_at_idx" ON "project_daily_progress" USING btree ("date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_open_deadline_idx" ON "projects" USING btree ("deadline","id") WHERE "projects"."current_stage" <> 'Completed' and "projects"."deadline" is not null;