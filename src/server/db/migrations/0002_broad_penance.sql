CREATE TABLE "project_stage_counts" (
	"stage" text PRIMARY KEY NOT NULL,
	"project_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_stage_counts_stage_check" CHECK ("stage" in ('Book Started', 'Writing', 'Editing', 'Illustration', 'Typesetting', 'Designing', 'Final Review', 'Completed'))
);
--> statement-breakpoint
DROP INDEX "activity_log_created_at_idx";--> statement-breakpoint
DROP INDEX "project_daily_progress_date_idx";--> statement-breakpoint
CREATE INDEX "activity_log_created_at_id_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_id_created_at_idx" ON "activity_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_daily_progress_date_created_at_idx" ON "project_daily_progress" USING btree ("date","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_open_deadline_idx" ON "projects" USING btree ("deadline") WHERE "projects"."current_stage" <> 'Completed' and "projects"."deadline" is not null;