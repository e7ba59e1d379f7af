/**
 * Progress entries written directly (no HTTP), for the dashboard and activity tests,
 * the demo seed and the dashboard bench.
 */
import type { DbOrTx } from "#server/db/client";
import { projectDailyProgress } from "#server/db/schema/index";
import type { Stage } from "#shared/stages";

export async function createProgressEntry(
  db: DbOrTx,
  values: {
    projectId: string;
    userId: string | null;
    date: string;
    description?: string;
    hoursWorked?: number | null;
    currentStage?: Stage;
    challenges?: string | null;
    helpRequired?: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(projectDailyProgress)
    .values({ description: "• Revised chapter two", currentStage: "Writing", hoursWorked: 2, ...values })
    .returning();
  return row;
}
