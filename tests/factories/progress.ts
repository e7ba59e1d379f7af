/**
 * Progress-update factories shared by the integration tests, Playwright and the
 * demo seed. They write rows directly (no HTTP).
 */
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import {
  activityLog,
  projectAssignments,
  projectDailyProgress,
  projectStages,
  projects,
  user,
  userRoles,
} from "#server/db/schema/index";
import { summaryOf } from "#shared/activity";
import type { Role } from "#shared/roles";
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

/** Whose work each stage is in the demo house: a stage's updates come from the person of that role. */
const STAGE_WORKER: Partial<Record<Stage, Role>> = {
  Writing: "Writer",
  Editing: "Editor",
  Illustration: "Illustrator",
  Typesetting: "Typesetter",
  Designing: "Illustrator",
  "Final Review": "Editor",
};

/** A working day in the demo house is about this long, across all of one person's projects. */
export const DEMO_HOURS_PER_DAY = 8;

/**
 * What a day's work in each stage can look like; {n} is the next unit of that project's work
 * (a chapter, a plate, a spread), so no bullet repeats within a project.
 */
const WORK: Record<Stage, string[]> = {
  "Book Started": [],
  Writing: ["Drafted chapter {n}", "Revised chapter {n} after the author's notes", "Checked the facts in chapter {n}"],
  Editing: ["Line-edited chapter {n}", "Sent the author queries on chapter {n}", "Tightened the pacing of chapter {n}"],
  Illustration: ["Sketched plate {n}", "Inked and coloured plate {n}", "Redrew plate {n} after the art review"],
  Typesetting: ["Set pages {n}1–{n}9", "Fixed widows and orphans in section {n}", "Placed the figures in section {n}"],
  Designing: ["Laid out spread {n}", "Tried two type pairings on spread {n}", "Prepared spread {n} for review"],
  "Final Review": ["Proofread pages {n}1–{n}9", "Checked the cross-references in part {n}", "Signed off part {n}"],
  Completed: [],
};
const CHALLENGES = [
  "Waiting on the author's answers to last week's queries",
  "The reference photographs are too low in resolution to draw from",
  "Two chapters cover the same ground and need a decision",
  "The printer's new spine width changes the cover",
];
const HELP = ["A second reader for this part", "Access to the picture library", "Ten minutes with the author"];

/**
 * Two weeks of daily updates on each given project, as a small publishing house would post
 * them: each stage's work comes from the person whose job it is (the writer writes, the
 * editor edits), on weekdays, the first week in the stage before the project's current one
 * and the second in the current stage. Nobody logs more than DEMO_HOURS_PER_DAY in a day
 * across all their projects, and no project repeats a bullet point. Each entry has its
 * activity row. Projects still at 'Book Started' or already Completed get none.
 * Deterministic, so a seeded install looks the same every time. Returns the number written.
 */
export async function seedDemoProgress(db: DbOrTx, projectIds: string[], now = new Date()): Promise<number> {
  if (projectIds.length === 0) return 0;
  const projectRows = await db
    .select({ id: projects.id, stage: projects.currentStage })
    .from(projects)
    .where(inArray(projects.id, projectIds))
    .orderBy(projects.createdAt);
  const staff = await db
    .select({ id: user.id, name: user.name, role: userRoles.role })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id));
  const team = await db
    .select({ projectId: projectAssignments.projectId, userId: projectAssignments.userId })
    .from(projectAssignments)
    .where(inArray(projectAssignments.projectId, projectIds));
  const stageAssignees = await db
    .select({ projectId: projectStages.projectId, userId: projectStages.assignedUserId })
    .from(projectStages)
    .where(inArray(projectStages.projectId, projectIds));
  /** The person of that role who works on the project (on its team or assigned one of its stages). */
  const worker = (projectId: string, role: Role) =>
    staff.find(
      (person) =>
        person.role === role &&
        [...team, ...stageAssignees].some((row) => row.projectId === projectId && row.userId === person.id),
    );

  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];

  const hoursLogged = new Map<string, number>();
  const entries: NewEntry[] = [];
  const activity: (typeof activityLog.$inferInsert)[] = [];
  for (const project of projectRows) {
    const index = STAGES.indexOf(project.stage);
    if (index === 0 || project.stage === "Completed") continue;
    const unitByStage = new Map<Stage, number>();
    for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
      const day = new Date(now.getTime() - daysAgo * DAY);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const stage = daysAgo >= 7 ? STAGES[Math.max(index - 1, 1)] : project.stage;
      const role = STAGE_WORKER[stage];
      const person = role ? worker(project.id, role) : undefined;
      // Now and then the work goes unreported for a day.
      if (!person || next() < 0.2) continue;
      const dayKey = `${person.id} ${isoDay(day)}`;
      const left = DEMO_HOURS_PER_DAY - (hoursLogged.get(dayKey) ?? 0);
      const hours = Math.min(left, Math.round((1.5 + next() * 3) * 4) / 4);
      if (hours < 1) continue;
      hoursLogged.set(dayKey, DEMO_HOURS_PER_DAY - left + hours);

      const unit = (unitByStage.get(stage) ?? 0) + 1;
      const tasks = next() < 0.4 ? 2 : 1;
      unitByStage.set(stage, unit + tasks - 1);
      const templates = [...WORK[stage]].sort(() => next() - 0.5).slice(0, tasks);
      const done = templates.map((template, i) => template.replaceAll("{n}", String(unit + i)));
      const createdAt = new Date(
        Date.UTC(
          day.getUTCFullYear(),
          day.getUTCMonth(),
          day.getUTCDate(),
          14 + Math.floor(next() * 4),
          Math.floor(next() * 60),
        ),
      );
      // Today's afternoon has not come yet: the update was posted at some moment of today so far.
      if (createdAt > now) {
        const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
        createdAt.setTime(dayStart + Math.floor(next() * Math.max(0, now.getTime() - 60_000 - dayStart)));
      }
      entries.push({
        projectId: project.id,
        userId: person.id,
        date: isoDay(day),
        description: done.map((task) => `• ${task}`).join("\n"),
        hoursWorked: hours,
        currentStage: stage,
        challenges: next() < 0.2 ? `• ${pick(CHALLENGES)}` : null,
        helpRequired: next() < 0.08 ? pick(HELP) : null,
        createdAt,
      });
      activity.push({
        projectId: project.id,
        actorId: person.id,
        action: "progress_posted",
        details: { date: isoDay(day), stage, hours, summary: summaryOf(done) },
        createdAt,
      });
    }
  }
  if (entries.length > 0) {
    await db.insert(projectDailyProgress).values(entries);
    await db.insert(activityLog).values(activity);
  }
  return entries.length;
}
