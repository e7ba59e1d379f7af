/**
 * Progress-update factories shared by the integration tests, Playwright and the
 * demo seed. They write rows directly (no HTTP).
 */
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import { activityLog, projectAssignments, projectDailyProgress, projects } from "#server/db/schema/index";
import { summaryOf } from "#shared/activity";
import { STAGES, type Stage } from "#shared/stages";

type NewEntry = typeof projectDailyProgress.$inferInsert;

export async function createProgressEntry(
  db: DbOrTx,
  values: Partial<NewEntry> & { projectId: string; userId: string | null },
) {
  const [row] = await db
    .insert(projectDailyProgress)
    .values({
      date: new Date().toISOString().slice(0, 10),
      description: "• Drafted the next chapter",
      currentStage: "Writing",
      hoursWorked: 2,
      ...values,
    })
    .returning();
  return row;
}

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const WORK: Record<Stage, string[]> = {
  "Book Started": ["Agreed the outline with the author", "Collected reference material"],
  Writing: ["Drafted chapter {n}", "Rewrote the opening of chapter {n}", "Checked facts for chapter {n}"],
  Editing: ["Line-edited chapter {n}", "Queried the author on chapter {n}", "Tightened the pacing of chapter {n}"],
  Illustration: ["Sketched plate {n}", "Inked and coloured plate {n}", "Revised the cover concept"],
  Typesetting: ["Set pages {n}0–{n}9", "Fixed widows and orphans in part {n}", "Built the table of contents"],
  Designing: ["Laid out the cover spread", "Chose the interior typefaces", "Prepared spread {n} for review"],
  "Final Review": ["Proofread pages {n}0–{n}9", "Checked the index", "Signed off part {n}"],
  Completed: ["Sent the files to the printer", "Archived the production files"],
};
const CHALLENGES = ["Waiting on the author's answers", "Reference images are low resolution", "Two chapters overlap"];
const HELP = ["A second reader for this part", "Access to the picture library"];

/**
 * Two weeks of varied daily updates on each given project, by the people who
 * work on it (its creator and team): the first week in the stage before the
 * project's current one, the second in the current stage, with hours, the odd
 * challenge and request for help, and an activity entry for each. Projects still
 * at 'Book Started' get none. Deterministic, so a seeded install looks the same
 * every time. Returns the number of entries written.
 */
export async function seedDemoProgress(db: DbOrTx, projectIds: string[], now = new Date()): Promise<number> {
  if (projectIds.length === 0) return 0;
  const rows = await db
    .select({
      id: projects.id,
      stage: projects.currentStage,
      createdBy: projects.createdBy,
      team: sql<
        string[]
      >`coalesce(array_agg(${projectAssignments.userId}) filter (where ${projectAssignments.userId} is not null), '{}')`,
    })
    .from(projects)
    .leftJoin(projectAssignments, sql`${projectAssignments.projectId} = ${projects.id}`)
    .where(inArray(projects.id, projectIds))
    .groupBy(projects.id);

  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];

  const entries: NewEntry[] = [];
  const activity: (typeof activityLog.$inferInsert)[] = [];
  for (const project of rows) {
    const index = STAGES.indexOf(project.stage);
    if (index === 0) continue;
    const people = [...new Set([project.createdBy, ...project.team].filter((id): id is string => !!id))];
    if (people.length === 0) continue;
    for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
      const stage = daysAgo >= 7 ? STAGES[Math.max(index - 1, 1)] : project.stage;
      // Most days one or two people post; now and then nobody does.
      const posters = next() < 0.15 ? [] : people.filter((_, i) => i === 0 || next() < 0.5);
      for (const [i, userId] of posters.entries()) {
        const day = new Date(now.getTime() - daysAgo * DAY);
        const createdAt = new Date(
          Date.UTC(
            day.getUTCFullYear(),
            day.getUTCMonth(),
            day.getUTCDate(),
            9 + i * 2 + Math.floor(next() * 6),
            Math.floor(next() * 60),
          ),
        );
        if (createdAt > now) createdAt.setTime(now.getTime() - (i + 1) * 60_000);
        const chapter = String(14 - daysAgo);
        const done = [pick(WORK[stage]), ...(next() < 0.4 ? [pick(WORK[stage])] : [])].map((t) =>
          t.replaceAll("{n}", chapter),
        );
        const hours = Math.round((1 + next() * 6) * 4) / 4;
        entries.push({
          projectId: project.id,
          userId,
          date: isoDay(day),
          description: done.map((t) => `• ${t}`).join("\n"),
          hoursWorked: hours,
          currentStage: stage,
          challenges: next() < 0.25 ? `• ${pick(CHALLENGES)}` : null,
          helpRequired: next() < 0.1 ? pick(HELP) : null,
          createdAt,
        });
        activity.push({
          projectId: project.id,
          actorId: userId,
          action: "progress_posted",
          details: { date: isoDay(day), stage, hours, summary: summaryOf(done) },
          createdAt,
        });
      }
    }
  }
  if (entries.length > 0) {
    await db.insert(projectDailyProgress).values(entries);
    await db.insert(activityLog).values(activity);
  }
  return entries.length;
}
