-- The per-user columns' n_distinct overrides (0006, 0007) were there so that one generic plan,
-- forced on the connections that ran the hot statements, would suit every viewer. Those
-- statements now run as ordinary ones, planned by Postgres's default plan cache, which plans with
-- each viewer's own value whenever a generic plan would not serve it; the statistics ANALYZE
-- gathers are enough for that, so the overrides go.
ALTER TABLE "projects" ALTER COLUMN "created_by" RESET (n_distinct);--> statement-breakpoint
ALTER TABLE "project_assignments" ALTER COLUMN "user_id" RESET (n_distinct);--> statement-breakpoint
ALTER TABLE "project_stages" ALTER COLUMN "assigned_user_id" RESET (n_distinct);--> statement-breakpoint
ALTER TABLE "project_shares" ALTER COLUMN "shared_with" RESET (n_distinct);--> statement-breakpoint
ALTER TABLE "project_visibility" ALTER COLUMN "user_id" RESET (n_distinct);--> statement-breakpoint
ANALYZE "projects", "project_assignments", "project_stages", "project_shares", "project_visibility";--> statement-breakpoint
-- Nothing caches sessions any more (every request reads its session), so nothing listens for the
-- viewer-change notifications of 0005.
DROP TRIGGER IF EXISTS session_viewer_changed ON "session";--> statement-breakpoint
DROP TRIGGER IF EXISTS user_viewer_changed ON "user";--> statement-breakpoint
DROP TRIGGER IF EXISTS user_roles_viewer_changed ON "user_roles";--> statement-breakpoint
DROP FUNCTION IF EXISTS folio_notify_viewer_changed();
