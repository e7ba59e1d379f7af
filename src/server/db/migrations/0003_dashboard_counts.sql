-- project_stage_counts holds the number of projects in each stage, kept exact by
-- statement-level triggers on projects, so the Admin dashboard reads totals and the
-- pipeline from eight rows instead of counting the whole table.
INSERT INTO "project_stage_counts" ("stage", "project_count")
SELECT s.stage, (SELECT count(*) FROM "projects" p WHERE p.current_stage = s.stage)::int
FROM unnest(ARRAY['Book Started', 'Writing', 'Editing', 'Illustration', 'Typesetting', 'Designing', 'Final Review', 'Completed']) AS s(stage)
ON CONFLICT ("stage") DO UPDATE SET "project_count" = excluded.project_count;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_stage_counts_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR deltas = '{}'::jsonb THEN
    RETURN;
  END IF;
  -- Rows are locked in one fixed order, so two statements moving projects in
  -- opposite directions (Writing to Editing and back) cannot deadlock.
  PERFORM 1 FROM project_stage_counts WHERE stage IN (SELECT jsonb_object_keys(deltas)) ORDER BY stage FOR UPDATE;
  UPDATE project_stage_counts c SET project_count = c.project_count + (deltas ->> c.stage)::int
  WHERE c.stage IN (SELECT jsonb_object_keys(deltas));
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_stage_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_stage_counts_apply((SELECT jsonb_object_agg(current_stage, n) FROM (SELECT current_stage, count(*) AS n FROM new_rows GROUP BY 1) d));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_stage_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_stage_counts_apply((SELECT jsonb_object_agg(current_stage, -n) FROM (SELECT current_stage, count(*) AS n FROM old_rows GROUP BY 1) d));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_stage_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_stage_counts_apply((
    SELECT jsonb_object_agg(stage, n) FROM (
      SELECT stage, sum(delta) AS n
      FROM (SELECT current_stage AS stage, 1 AS delta FROM new_rows UNION ALL SELECT current_stage, -1 FROM old_rows) x
      GROUP BY stage HAVING sum(delta) <> 0
    ) d
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_stage_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_stage_counts SET project_count = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_stage_counts_insert AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_stage_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER projects_stage_counts_delete AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_stage_counts_on_delete();--> statement-breakpoint
CREATE TRIGGER projects_stage_counts_update AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_stage_counts_on_update();--> statement-breakpoint
CREATE TRIGGER projects_stage_counts_truncate AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION project_stage_counts_on_truncate();
