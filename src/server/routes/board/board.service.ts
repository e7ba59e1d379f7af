import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { stageAssigneeJoin } from "#server/routes/projects/project-sql";
import { BOARD_COLUMN_LIMIT, type Board, type BoardColumn } from "#shared/schemas/board";
import { COMPLETED_STAGE, STAGES } from "#shared/stages";

/**
 * The pipeline board in one query, whatever the number of projects: per stage the
 * count of visible projects (`visible`, the policy's condition on `projects p`), how many are overdue (a deadline before the viewer's
 * today; never a Completed project), and the most recently changed cards, each with who has
 * the book (the person on its current stage, as the project list names them).
 */
export async function getBoard(db: DbOrTx, visible: SQL, today: string): Promise<Board> {
  const stages = sql.join(
    STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const overdue = sql`(p.deadline < ${today}::date and p.current_stage <> ${COMPLETED_STAGE})`;
  const result = await db.execute<BoardColumn>(sql`
    select st.stage,
      (select count(*) from projects p where p.current_stage = st.stage and ${visible})::int as count,
      (select count(*) from projects p where p.current_stage = st.stage and ${visible} and ${overdue})::int as overdue_count,
      coalesce((
        select jsonb_agg(c.card order by c.updated_at desc, c.id desc)
        from (
          select p.id, p.updated_at, jsonb_build_object(
            'id', p.id,
            'title', p.title,
            'author', p.author,
            'deadline', p.deadline::text,
            'current_stage', p.current_stage,
            'progress', p.progress,
            'stage_assignee', case when sa.user_id is null then null
              else jsonb_build_object('id', sa.user_id, 'full_name', sa.full_name, 'role', sa.role) end
          ) as card
          from projects p
          ${stageAssigneeJoin}
          where p.current_stage = st.stage and ${visible}
          order by p.updated_at desc, p.id desc
          limit ${BOARD_COLUMN_LIMIT}
        ) c
      ), '[]'::jsonb) as items
    from unnest(array[${stages}]::text[]) with ordinality as st(stage, ord)
    order by st.ord
  `);
  return { columns: result.rows };
}
