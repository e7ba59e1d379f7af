-- Trigram search for the project list. pg_trgm ships with Postgres (and the embedded server); trusted since PG 13, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_author_trgm_idx" ON "projects" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_summary_trgm_idx" ON "projects" USING gin ("summary" gin_trgm_ops);