-- Who may see a project, defined once. project_viewers has one row for every way a user comes
-- to see a project:
--   admin    every Admin sees every project;
--   creator  the user who registered it;
--   team     a member of its team (project_assignments);
--   stage    the assignee of any of its stages;
--   share    the recipient of a share they accepted (a pending, updated or rejected share lets
--            nobody in).
-- A user sees a project exactly when they have at least one row. The policy module asks every
-- visibility question of this view (the detail check, lists, dashboards, the board, the files
-- repository, the audience of live events and notifications), and the project_visibility
-- triggers decide each (project, user) pair from it too.
--
-- Each branch is an indexed lookup by project, by user or by both, and a condition on
-- project_id or user_id reaches every branch, so asking the view costs what asking the tables
-- would. The way in is text in every branch, so the planner flattens the union into one append
-- of those lookups.
CREATE VIEW "project_viewers" ("project_id", "user_id", "via") AS
  SELECT p.id, r.user_id, 'admin'::text FROM projects p CROSS JOIN user_roles r WHERE r.role = 'Admin'
  UNION ALL
  SELECT id, created_by, 'creator'::text FROM projects WHERE created_by IS NOT NULL
  UNION ALL
  SELECT project_id, user_id, 'team'::text FROM project_assignments
  UNION ALL
  SELECT project_id, assigned_user_id, 'stage'::text FROM project_stages WHERE assigned_user_id IS NOT NULL
  UNION ALL
  SELECT project_id, shared_with, 'share'::text FROM project_shares WHERE status = 'accepted';--> statement-breakpoint
-- project_visibility holds the pairs a user sees without being an Admin (an Admin's list walks
-- every project), so a pair is decided by project_viewers' other ways in. The lock on the
-- project row is unchanged (migration 0007).
CREATE OR REPLACE FUNCTION project_visibility_refresh(p_project uuid, p_user text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_project IS NULL OR p_user IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM projects WHERE id = p_project FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM "user" WHERE id = p_user) AND EXISTS (
    SELECT 1 FROM project_viewers v WHERE v.project_id = p_project AND v.user_id = p_user AND v.via <> 'admin'
  ) THEN
    INSERT INTO project_visibility (user_id, project_id, updated_at)
    SELECT p_user, id, updated_at FROM projects WHERE id = p_project
    ON CONFLICT (user_id, project_id) DO NOTHING;
  ELSE
    DELETE FROM project_visibility WHERE user_id = p_user AND project_id = p_project;
  END IF;
END $$;
--> statement-breakpoint
-- A new project's creator is decided like every other pair, by the view.
CREATE OR REPLACE FUNCTION project_visibility_on_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM project_visibility_refresh(NEW.id, NEW.created_by);
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
END $$;
