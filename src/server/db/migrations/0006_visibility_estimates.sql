-- The project list and the project policy run as prepared statements with one plan for every
-- viewer (db/prepared.ts). That plan estimates "rows of this user" from the number of distinct
-- users in the column, and on a table where one person created or is assigned to nearly everything
-- (an Admin who registers all projects) it would expect every row and scan the whole table for
-- each viewer. Each user holds a small share of these rows, and saying so keeps the plan on the
-- per-user indexes. A value is fixed as a fraction of the rows (-0.05: one in twenty rows is a
-- distinct user), so it holds as the tables grow; ANALYZE applies it.
ALTER TABLE "projects" ALTER COLUMN "created_by" SET (n_distinct = -0.05);--> statement-breakpoint
ALTER TABLE "project_assignments" ALTER COLUMN "user_id" SET (n_distinct = -0.05);--> statement-breakpoint
ALTER TABLE "project_stages" ALTER COLUMN "assigned_user_id" SET (n_distinct = -0.05);--> statement-breakpoint
ALTER TABLE "project_shares" ALTER COLUMN "shared_with" SET (n_distinct = -0.05);--> statement-breakpoint
ANALYZE "projects", "project_assignments", "project_stages", "project_shares";
