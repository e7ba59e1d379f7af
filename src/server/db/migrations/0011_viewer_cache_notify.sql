-- Every instance caches who a session token belongs to (auth/viewer-cache.ts). Any change that
-- can alter or end what a cached viewer may do (sign-out, sessions ended by a password change or a
-- deactivation, renewal, a profile or role change) announces the user's id at commit, so every
-- instance forgets that user's sessions before its next request. (0005 made these triggers and
-- 0010 dropped them while nothing cached sessions; the cache is back, and so are they.)
CREATE OR REPLACE FUNCTION folio_notify_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    changed_user := OLD.id;
  ELSIF TG_OP = 'INSERT' THEN
    changed_user := NEW.user_id;
  ELSE
    changed_user := OLD.user_id;
  END IF;
  PERFORM pg_notify('folio_viewer_changed', changed_user);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_viewer_changed AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION folio_notify_viewer_changed();--> statement-breakpoint
CREATE TRIGGER user_viewer_changed AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION folio_notify_viewer_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION folio_notify_viewer_changed();
