CREATE TABLE "project_visibility" (
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_visibility_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_visibility" ADD CONSTRAINT "project_visibility_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visibility" ADD CONSTRAINT "project_visibility_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_visibility_user_page_idx" ON "project_visibility" USING btree ("user_id","updated_at" DESC NULLS LAST,"project_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_visibility_project_id_idx" ON "project_visibility" USING btree ("project_id");--> statement-breakpoint
-- project_visibility lists, for every user, the projects they may see without being an Admin:
-- those they created, are on the team of, are assigned a stage of, or hold an accepted share of
-- (the rule of policy/project.ts). It carries the project's updated_at so a user's list page is
-- one range scan in the list's order. These triggers keep it in step inside the writing
-- transaction.
--
-- Re-deciding one (project, user) pair first locks the project row, so two transactions that
-- change different ways in to the same project queue, and the later one decides on what the
-- earlier one committed. Every write to a project's team or stages already holds that lock
-- (routes/projects/project-locks.ts), so the order of locks is unchanged.
CREATE OR REPLACE FUNCTION project_visibility_refresh(p_project uuid, p_user text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_project IS NULL OR p_user IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM projects WHERE id = p_project FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM "user" WHERE id = p_user) AND (
       EXISTS (SELECT 1 FROM projects WHERE id = p_project AND created_by = p_user)
    OR EXISTS (SELECT 1 FROM project_assignments WHERE project_id = p_project AND user_id = p_user)
    OR EXISTS (SELECT 1 FROM project_stages WHERE project_id = p_project AND assigned_user_id = p_user)
    OR EXISTS (SELECT 1 FROM project_shares WHERE project_id = p_project AND shared_with = p_user AND status = 'accepted')
  ) THEN
    INSERT INTO project_visibility (user_id, project_id, updated_at)
    SELECT p_user, id, updated_at FROM projects WHERE id = p_project
    ON CONFLICT (user_id, project_id) DO NOTHING;
  ELSE
    DELETE FROM project_visibility WHERE user_id = p_user AND project_id = p_project;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_visibility_on_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new project: nobody else can reach it before this transaction commits.
    IF NEW.created_by IS NOT NULL THEN
      INSERT INTO project_visibility (user_id, project_id, updated_at)
      VALUES (NEW.created_by, NEW.id, NEW.updated_at)
      ON CONFLICT (user_id, project_id) DO NOTHING;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    UPDATE project_visibility SET updated_at = NEW.updated_at WHERE project_id = NEW.id;
  END IF;
  IF NEW.created_by IS DISTINCT FROM OLD.created_by THEN
    PERFORM project_visibility_refresh(NEW.id, OLD.created_by);
    PERFORM project_visibility_refresh(NEW.id, NEW.created_by);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_visibility_on_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM project_visibility_refresh(OLD.project_id, OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM project_visibility_refresh(NEW.project_id, NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_visibility_on_stage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.assigned_user_id IS NOT DISTINCT FROM OLD.assigned_user_id
     AND NEW.project_id = OLD.project_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM project_visibility_refresh(OLD.project_id, OLD.assigned_user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM project_visibility_refresh(NEW.project_id, NEW.assigned_user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_visibility_on_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only an accepted share lets someone in; a pending or rejected one changes nothing.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'accepted' THEN
    PERFORM project_visibility_refresh(OLD.project_id, OLD.shared_with);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted' THEN
    PERFORM project_visibility_refresh(NEW.project_id, NEW.shared_with);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_visibility AFTER INSERT OR UPDATE OF updated_at, created_by ON "projects" FOR EACH ROW EXECUTE FUNCTION project_visibility_on_project();--> statement-breakpoint
CREATE TRIGGER project_assignments_visibility AFTER INSERT OR UPDATE OR DELETE ON "project_assignments" FOR EACH ROW EXECUTE FUNCTION project_visibility_on_assignment();--> statement-breakpoint
CREATE TRIGGER project_stages_visibility AFTER INSERT OR UPDATE OF assigned_user_id, project_id OR DELETE ON "project_stages" FOR EACH ROW EXECUTE FUNCTION project_visibility_on_stage();--> statement-breakpoint
CREATE TRIGGER project_shares_visibility AFTER INSERT OR UPDATE OF status, shared_with, project_id OR DELETE ON "project_shares" FOR EACH ROW EXECUTE FUNCTION project_visibility_on_share();--> statement-breakpoint
INSERT INTO project_visibility (user_id, project_id, updated_at)
SELECT v.user_id, p.id, p.updated_at
FROM (
  SELECT created_by AS user_id, id AS project_id FROM projects WHERE created_by IS NOT NULL
  UNION SELECT user_id, project_id FROM project_assignments
  UNION SELECT assigned_user_id, project_id FROM project_stages WHERE assigned_user_id IS NOT NULL
  UNION SELECT shared_with, project_id FROM project_shares WHERE status = 'accepted'
) v
JOIN projects p ON p.id = v.project_id
ON CONFLICT (user_id, project_id) DO NOTHING;--> statement-breakpoint
ALTER TABLE "project_visibility" ALTER COLUMN "user_id" SET (n_distinct = -0.05);--> statement-breakpoint
ANALYZE "project_visibility";
