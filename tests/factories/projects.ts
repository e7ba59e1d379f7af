/**
 * Project factories shared by the integration tests and the demo seed. They write
 * rows directly (no HTTP), with realistic defaults that pass every form rule.
 */
import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client";
import {
  activityLog,
  projectAssignments,
  projectComments,
  projectShares,
  projectStages,
  projects,
} from "#server/db/schema/index";
import { type ActivityDetails, summaryOf } from "#shared/activity";
import type { AssignableRole, Role } from "#shared/roles";
import { progressForStage, type ShareStatus, type Stage, type StageStatus } from "#shared/stages";
import { DEMO_PROJECTS } from "./demo-projects";
import { atWorkingHour } from "./working-hours";

type ProjectRow = typeof projects.$inferSelect;
type NewProject = Partial<typeof projects.$inferInsert>;

let sequence = 0;

/** A new project's row, with a unique title: for inserting many in one statement. */
export function projectValues(overrides: NewProject & { createdBy: string | null }) {
  sequence += 1;
  const stage: Stage = overrides.currentStage ?? "Book Started";
  return {
    title: `The Cartographer's Daughter ${sequence}-${crypto.randomBytes(2).toString("hex")}`,
    summary: "A coming-of-age story about mapping a coastline that keeps changing.",
    author: "Nadia Ferreira",
    subject: "Literature",
    level: "Secondary",
    genre: "Fiction",
    objectives: ["Build reading stamina", "Discuss narrative voice"],
    progress: progressForStage(stage),
    ...overrides,
    currentStage: stage,
  };
}

export async function createProject(
  db: DbOrTx,
  overrides: NewProject & { createdBy: string | null },
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(projectValues(overrides)).returning();
  return row;
}

export async function createStage(
  db: DbOrTx,
  values: {
    projectId: string;
    stageName?: string;
    assignedUserId?: string | null;
    status?: StageStatus;
    comment?: string | null;
    dueDate?: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(projectStages)
    .values({ stageName: "Manuscript draft", status: "Not Started", ...values })
    .returning();
  return row;
}

export async function createAssignment(
  db: DbOrTx,
  values: { projectId: string; userId: string; role: AssignableRole; assignedAt?: Date },
) {
  const [row] = await db.insert(projectAssignments).values(values).returning();
  return row;
}

export async function createShare(
  db: DbOrTx,
  values: {
    projectId: string;
    sharedWith: string;
    sharedBy?: string | null;
    status?: ShareStatus;
    message?: string;
    version?: number;
  },
) {
  const [row] = await db.insert(projectShares).values(values).returning();
  return row;
}

export async function createComment(
  db: DbOrTx,
  values: { projectId: string; authorId: string | null; content?: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(projectComments)
    .values({ content: "Chapter three reads much better after the restructure.", ...values })
    .returning();
  return row;
}

export async function createActivity(
  db: DbOrTx,
  values: {
    projectId: string | null;
    actorId: string | null;
    action: string;
    details?: ActivityDetails;
    createdAt?: Date;
  },
) {
  const [row] = await db.insert(activityLog).values(values).returning();
  return row;
}

export interface SeedUser {
  id: string;
  name: string;
  role: Role;
}

const DAY = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * About twelve realistic projects across every stage, with stage rows, teams,
 * comments and history, owned by the demo accounts (one per role; the Admin
 * owns most, the Writer a few of their own). Projects whose title already exists
 * are skipped, so running the seed twice adds nothing.
 * Returns the ids of the projects it created.
 */
export async function seedDemoProjects(db: DbOrTx, users: SeedUser[], now = new Date()): Promise<string[]> {
  const byRole = new Map(users.map((u) => [u.role, u]));
  const person = (role: Role) => {
    const found = byRole.get(role);
    if (!found) throw new Error(`seedDemoProjects needs a demo user with the role ${role}`);
    return found;
  };
  const existing = await db
    .select({ title: projects.title })
    .from(projects)
    .where(
      inArray(
        projects.title,
        DEMO_PROJECTS.map((p) => p.title),
      ),
    );
  const skip = new Set(existing.map((row) => row.title));

  const created: string[] = [];
  for (const demo of DEMO_PROJECTS) {
    if (skip.has(demo.title)) continue;
    const creator = person(demo.createdBy);
    const createdAt = atWorkingHour(daysFrom(now, -demo.startedDaysAgo), created.length);
    const project = await createProject(db, {
      title: demo.title,
      summary: demo.summary,
      author: demo.author,
      subject: demo.subject,
      level: demo.level,
      genre: demo.genre,
      objectives: demo.objectives,
      deadline: demo.deadlineInDays === null ? null : isoDay(daysFrom(now, demo.deadlineInDays)),
      currentStage: demo.stage,
      createdBy: creator.id,
      createdAt,
      updatedAt: daysFrom(now, -demo.updatedDaysAgo),
    });
    created.push(project.id);

    await createActivity(db, {
      projectId: project.id,
      actorId: creator.id,
      action: "project_created",
      details: { project_title: demo.title },
      createdAt,
    });
    for (const role of demo.team) {
      await createAssignment(db, { projectId: project.id, userId: person(role).id, role, assignedAt: createdAt });
    }
    if (demo.team.length > 0) {
      await createActivity(db, {
        projectId: project.id,
        actorId: person("Admin").id,
        action: "assignments_changed",
        details: { team: demo.team.map((r) => `${person(r).name} (${r})`) },
        createdAt: new Date(createdAt.getTime() + 60_000),
      });
    }
    for (const [i, stage] of demo.stages.entries()) {
      const at = daysFrom(createdAt, i + 1);
      await createStage(db, {
        projectId: project.id,
        stageName: stage.name,
        status: stage.status,
        assignedUserId: stage.assignee ? person(stage.assignee).id : null,
        comment: stage.comment ?? null,
        dueDate: stage.dueInDays === undefined ? null : isoDay(daysFrom(now, stage.dueInDays)),
        createdAt: at,
      });
      await createActivity(db, {
        projectId: project.id,
        actorId: creator.id,
        action: "stage_added",
        details: { stage: stage.name, status: stage.status },
        createdAt: at,
      });
    }
    for (const [i, comment] of demo.comments.entries()) {
      const author = person(comment.by);
      const at = atWorkingHour(
        daysFrom(now, -demo.updatedDaysAgo - (demo.comments.length - i)),
        created.length * 7 + i,
      );
      await createComment(db, { projectId: project.id, authorId: author.id, content: comment.text, createdAt: at });
      await createActivity(db, {
        projectId: project.id,
        actorId: author.id,
        action: "comment_posted",
        details: { summary: summaryOf([comment.text]) },
        createdAt: at,
      });
    }
  }
  return created;
}

/** A register-form body that passes every rule of the project form; override what a test is about. */
export function projectInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Songs of the Harmattan",
    summary: "A verse novel about a family of weavers during one dry season in the north.",
    subject: "Literature",
    level: "Secondary",
    author: "Kwame Asante",
    genre: "Poetry",
    objectives: ["Read a verse novel aloud", "Discuss family and craft"],
    ...overrides,
  };
}
