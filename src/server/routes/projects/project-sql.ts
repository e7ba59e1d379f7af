/**
 * SQL fragments shared by the project queries. A detail view, a stage and a team row are
 * assembled as JSON in Postgres, in the exact shape of the shared response schemas, so one
 * statement answers a whole detail view however much data there is. They are `json`, not `jsonb`:
 * Postgres sends `json` as it builds it, where `jsonb` is built, sorted and printed again, which
 * cost the detail read a sixth of its throughput (decision 043).
 * Tables are aliased: p = projects, s = project_stages, a = project_assignments.
 */
import { type SQLWrapper, sql } from "drizzle-orm";
import type { AssignableRole } from "#shared/roles";
import type { Stage } from "#shared/stages";

/**
 * A timestamptz as JavaScript's toISOString prints it (UTC, milliseconds), whatever the session
 * time zone; with `microseconds`, to the microsecond Postgres keeps (for a keyset cursor, which a
 * rounded value would skip or repeat rows at).
 */
export const isoTimestamp = <T extends string | null = string>(
  column: SQLWrapper,
  precision: "milliseconds" | "microseconds" = "milliseconds",
) =>
  precision === "milliseconds"
    ? sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Which team role works on a production stage, for 'who is on the current stage' when no stage row names anyone. */
export const STAGE_ROLE: Partial<Record<Stage, AssignableRole>> = {
  Writing: "Writer",
  Editing: "Editor",
  Illustration: "Illustrator",
  Typesetting: "Typesetter",
};

// Our own constants, not user input: inlined so the planner sees literals.
const stageRoleCase = sql.raw(
  `case p.current_stage ${Object.entries(STAGE_ROLE)
    .map(([stage, role]) => `when '${stage}' then '${role}'`)
    .join(" ")} end`,
);

/**
 * The person on the current stage: the assignee of the project's stage row named
 * like the current stage, else the team member whose role matches that stage.
 * Their role is their team role on this project, else their account role.
 * Adds `sa.user_id, sa.full_name, sa.role` to a query over `p`.
 */
export const stageAssigneeJoin = sql`
  left join lateral (
    select c.user_id, nullif(u.name, '') as full_name, coalesce(pa.role, ur.role, 'User') as role
    from (
      (select s.assigned_user_id as user_id, 0 as rank
         from project_stages s
        where s.project_id = p.id and s.stage_name = p.current_stage and s.assigned_user_id is not null
        order by s.created_at, s.id
        limit 1)
      union all
      (select a.user_id, 1
         from project_assignments a
        where a.project_id = p.id and a.role = ${stageRoleCase}
        order by a.assigned_at, a.user_id
        limit 1)
    ) c
    join "user" u on u.id = c.user_id
    left join project_assignments pa on pa.project_id = p.id and pa.user_id = c.user_id
    left join user_roles ur on ur.user_id = c.user_id
    order by c.rank
    limit 1
  ) sa on true`;

/**
 * The same person as stageAssigneeJoin, for every row of a page at once: a CTE over a CTE named
 * `page` (projects), named `assignee (project_id, user_id, full_name, role)`. Both kinds of
 * candidate in one list, ranked stage assignee first, then the earliest; set-based, so a page
 * of 25 costs one small sort instead of 25 runs of the per-row subqueries. Foreign keys keep
 * every picked user in "user".
 */
export const pageAssigneeCtes = sql`
  assignee as (
    select distinct on (c.project_id)
      c.project_id, c.user_id, nullif(u.name, '') as full_name, coalesce(pa.role, ur.role, 'User') as role
    from (
      select s.project_id, s.assigned_user_id as user_id, 0 as rank, s.created_at as at, s.id::text as tie
      from page p join project_stages s on s.project_id = p.id and s.stage_name = p.current_stage
      where s.assigned_user_id is not null
      union all
      select a.project_id, a.user_id, 1, a.assigned_at, a.user_id
      from page p join project_assignments a on a.project_id = p.id and a.role = ${stageRoleCase}
    ) c
    join "user" u on u.id = c.user_id
    left join project_assignments pa on pa.project_id = c.project_id and pa.user_id = c.user_id
    left join user_roles ur on ur.user_id = c.user_id
    order by c.project_id, c.rank, c.at, c.tie
  )`;

/**
 * `p` is a project the user works on: a member of its team or the assignee of one of
 * its stages. The role dashboard counts these, and the list filters to them.
 */
export const assignedToCondition = (userId: string) => sql`(
  exists (select 1 from project_assignments a where a.project_id = p.id and a.user_id = ${userId})
  or exists (select 1 from project_stages s where s.project_id = p.id and s.assigned_user_id = ${userId})
)`;

/**
 * projectListItemSchema, from `p` joined with the stage assignee `sa`: the keys and values of a
 * `json_build_object`, for the detail to add its own keys after them. The list writes the same
 * items in node from plain columns (project-list.service.ts): for a page of 25, Postgres's JSON
 * builders took 0.44 ms of the statement's 1.0 ms.
 */
export const listItemJsonFields = sql`
  'id', p.id,
  'title', p.title,
  'summary', p.summary,
  'author', p.author,
  'subject', p.subject,
  'level', p.level,
  'genre', p.genre,
  'deadline', p.deadline::text,
  'current_stage', p.current_stage,
  'progress', p.progress,
  'cover_url', case when p.cover_image is not null then '/api/projects/' || p.id || '/cover' end,
  'created_by', p.created_by,
  'created_at', ${isoTimestamp(sql`p.created_at`)},
  'updated_at', ${isoTimestamp(sql`p.updated_at`)},
  'stage_assignee', case when sa.user_id is not null
    then json_build_object('id', sa.user_id, 'full_name', sa.full_name, 'role', sa.role) end`;

/** stageSchemaOut, from `s` left-joined with its assignee `su`. */
export const stageJson = sql`json_build_object(
  'id', s.id,
  'project_id', s.project_id,
  'stage_name', s.stage_name,
  'assigned_user_id', s.assigned_user_id,
  'assignee_name', nullif(su.name, ''),
  'status', s.status,
  'comment', s.comment,
  'due_date', s.due_date::text,
  'created_at', ${isoTimestamp(sql`s.created_at`)}
)`;
export const stageFrom = sql`project_stages s left join "user" su on su.id = s.assigned_user_id`;
/** Stages in the order they were added; the id breaks ties within one transaction. */
export const stageOrder = sql`s.created_at, s.id`;

/** assignmentSchemaOut, from `a` joined with its user `au`. */
export const assignmentJson = sql`json_build_object(
  'user_id', a.user_id,
  'full_name', nullif(au.name, ''),
  'email', au.email,
  'role', a.role,
  'assigned_at', ${isoTimestamp(sql`a.assigned_at`)}
)`;
export const assignmentFrom = sql`project_assignments a join "user" au on au.id = a.user_id`;
export const assignmentOrder = sql`a.assigned_at, a.user_id`;
