ALTER TABLE "activity_log" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Entries written before events were stored as data held one sentence that began with the
-- actor's name as it was then. Keep what the actor did without the name, so the name is
-- written once, from the account, like every new entry.
UPDATE "activity_log" l
SET "details" = jsonb_build_object('text', substr(l."description", length(u.label) + 2))
FROM (SELECT id, coalesce(nullif(trim(name), ''), email) AS label FROM "user") u
WHERE u.id = l."actor_id" AND left(l."description", length(u.label) + 1) = u.label || ' ';--> statement-breakpoint
-- The two kinds of entry that the pages quote most are rebuilt as data: a progress update
-- (its day, stage, hours, and what was done, from the update it reported) and a stage move.
UPDATE "activity_log" l
SET "details" = jsonb_strip_nulls(jsonb_build_object(
  'date', m[1],
  'stage', m[2],
  'hours', nullif(m[4], '')::float8,
  'summary', (
    SELECT left(replace(replace(d."description", E'\n', '; '), '• ', ''), 160)
    FROM "project_daily_progress" d
    WHERE d."project_id" = l."project_id" AND d."user_id" = l."actor_id" AND d."date" = m[1]::date
      AND d."created_at" <= l."created_at"
    ORDER BY d."created_at" DESC
    LIMIT 1
  )
))
FROM (
  SELECT id, regexp_match(details ->> 'text', '^posted a progress update for (\d{4}-\d{2}-\d{2}) \(([^,)]+)(, ([0-9.]+) h)?\)$') AS m
  FROM "activity_log" WHERE "action" = 'progress_posted'
) p
WHERE p.id = l.id AND p.m IS NOT NULL;--> statement-breakpoint
UPDATE "activity_log" l
SET "details" = jsonb_build_object('from_stage', m[1], 'to_stage', m[2], 'progress', m[3]::int)
FROM (
  SELECT id, regexp_match(details ->> 'text', '^moved the project from (.+) to (.+) \((\d+)%\)$') AS m
  FROM "activity_log" WHERE "action" = 'stage_moved'
) p
WHERE p.id = l.id AND p.m IS NOT NULL;--> statement-breakpoint
-- The export entry never named its actor; its verb says everything.
UPDATE "activity_log" SET "details" = '{}'::jsonb WHERE "action" = 'activity_exported';--> statement-breakpoint
-- Whatever is left (the actor's account is gone, or renamed since) keeps its whole sentence.
UPDATE "activity_log" SET "details" = jsonb_build_object('sentence', "description") WHERE "details" = '{}'::jsonb AND "action" <> 'activity_exported';--> statement-breakpoint
ALTER TABLE "activity_log" DROP COLUMN "description";
