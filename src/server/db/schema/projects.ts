import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ActivityDetails } from "#shared/activity";
import { ASSIGNABLE_ROLES } from "#shared/roles";
import { SHARE_STATUSES, STAGE_STATUSES, STAGES } from "#shared/stages";
import { user } from "./auth";
import { inList } from "./enum-check";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A project. Progress is derived from current_stage and stored for sorting and reporting. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    author: text("author").notNull(),
    subject: text("subject"),
    level: text("level"),
    genre: text("genre").notNull(),
    deadline: date("deadline", { mode: "string" }),
    currentStage: text("current_stage", { enum: STAGES }).notNull().default("Book Started"),
    progress: integer("progress").notNull().default(0),
    /** Storage key of the cover image, never a public path. */
    coverImage: text("cover_image"),
    objectives: text("objectives").array().notNull().default(sql`'{}'::text[]`),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("projects_current_stage_check", inList("current_stage", STAGES)),
    check("projects_progress_check", sql`${t.progress} between 0 and 100`),
    // Keyset pagination and the 'most recently updated' overview both walk this index.
    index("projects_updated_at_id_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("projects_created_by_idx").on(t.createdBy),
    index("projects_current_stage_idx").on(t.currentStage),
    index("projects_deadline_idx").on(t.deadline),
    // Projects Due and Upcoming Projects: deadlines of unfinished projects, counted from the index
    // alone; the id makes it the exact order of Upcoming Projects, so a page reads only its rows.
    index("projects_open_deadline_idx")
      .on(t.deadline, t.id)
      .where(sql`${t.currentStage} <> 'Completed' and ${t.deadline} is not null`),
    // List search (ILIKE '%q%' on title, author or summary) at 100k projects: trigram
    // indexes turn a full scan into a bitmap lookup. pg_trgm is created by the migration.
    index("projects_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("projects_author_trgm_idx").using("gin", t.author.op("gin_trgm_ops")),
    index("projects_summary_trgm_idx").using("gin", t.summary.op("gin_trgm_ops")),
  ],
);

/** The per-project stage rows edited on the Edit screen. */
export const projectStages = pgTable(
  "project_stages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    stageName: text("stage_name").notNull(),
    assignedUserId: text("assigned_user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: STAGE_STATUSES }).notNull().default("Not Started"),
    comment: text("comment"),
    /** Per-stage due dates. */
    dueDate: date("due_date", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_stages_status_check", inList("status", STAGE_STATUSES)),
    index("project_stages_project_id_created_at_idx").on(t.projectId, t.createdAt),
    index("project_stages_assigned_user_id_idx").on(t.assignedUserId),
  ],
);

/** The project team: users and the role each plays on this project. */
export const projectAssignments = pgTable(
  "project_assignments",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ASSIGNABLE_ROLES }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    check("project_assignments_role_check", inList("role", ASSIGNABLE_ROLES)),
    index("project_assignments_user_id_idx").on(t.userId),
  ],
);

/**
 * A project shared with another user, pending until accepted. Title, summary and shared_by_name are read through joins
 * so they never go stale; a re-share bumps version and sets status 'updated'.
 */
export const projectShares = pgTable(
  "project_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    sharedWith: text("shared_with")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sharedBy: text("shared_by").references(() => user.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    status: text("status", { enum: SHARE_STATUSES }).notNull().default("pending"),
    message: text("message"),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("project_shares_status_check", inList("status", SHARE_STATUSES)),
    uniqueIndex("project_shares_project_id_shared_with_idx").on(t.projectId, t.sharedWith),
    index("project_shares_shared_with_idx").on(t.sharedWith, t.status),
  ],
);

/**
 * Who may see which project, with the project's updated_at copied in: the list's index, so a
 * non-Admin's page is one range scan of their own rows in the list's order, however many
 * projects there are. Kept by triggers on projects, project_assignments, project_stages and
 * project_shares (migration 0007). The list still checks the live rule on every row it shows
 * (policy/project.ts), so this table decides order and reach, never permission.
 */
export const projectVisibility = pgTable(
  "project_visibility",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index("project_visibility_user_page_idx").on(t.userId, t.updatedAt.desc(), t.projectId.desc()),
    index("project_visibility_project_id_idx").on(t.projectId),
  ],
);

/** A file uploaded to a stage. file_path is the storage key; version counts uploads of the same name to a stage. */
export const stageFiles = pgTable(
  "stage_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => projectStages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull().unique(),
    fileType: text("file_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull().default(0),
    version: integer("version").notNull().default(1),
    comment: text("comment"),
    sharedWith: text("shared_with").references(() => user.id, { onDelete: "set null" }),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stage_files_stage_id_idx").on(t.stageId),
    index("stage_files_shared_with_idx").on(t.sharedWith),
    uniqueIndex("stage_files_stage_name_version_idx").on(t.stageId, t.fileName, t.version),
    // The document repository pages through files newest first by (uploaded_at, id).
    index("stage_files_uploaded_at_id_idx").on(t.uploadedAt.desc(), t.id.desc()),
  ],
);

/** Comments on one stored file, shown in the document repository. */
export const fileComments = pgTable(
  "file_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => stageFiles.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("file_comments_file_id_created_at_idx").on(t.fileId, t.createdAt)],
);

/** A writer's progress on a project per day. `date` is the writer's own calendar day. */
export const projectDailyProgress = pgTable(
  "project_daily_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    hoursWorked: numeric("hours_worked", { precision: 5, scale: 2, mode: "number" }),
    currentStage: text("current_stage", { enum: STAGES }).notNull(),
    challenges: text("challenges"),
    helpRequired: text("help_required"),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_daily_progress_stage_check", inList("current_stage", STAGES)),
    check("project_daily_progress_hours_check", sql`${t.hoursWorked} is null or ${t.hoursWorked} between 0 and 24`),
    index("project_daily_progress_project_id_created_at_idx").on(t.projectId, t.createdAt.desc()),
    // Today's staff activity and Today's Updates: one day's entries, newest first, in the exact
    // order the panel shows them, so its first rows are read without sorting the whole day.
    index("project_daily_progress_date_created_at_idx").on(t.date, t.createdAt.desc(), t.id.desc()),
    index("project_daily_progress_user_id_idx").on(t.userId),
  ],
);

/** A project's comments; a comment outlives its author's account (author set to null). */
export const projectComments = pgTable(
  "project_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_comments_project_id_created_at_idx").on(t.projectId, t.createdAt)],
);

/** The activity log behind 'Project History', Recent Activity and the audit export. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** The verb: what the actor did (ACTIVITY_ACTIONS). */
    action: text("action").notNull(),
    /** What they did it to and how; the sentence people read is written from this (#shared/activity). */
    details: jsonb("details").$type<ActivityDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_project_id_created_at_idx").on(t.projectId, t.createdAt.desc()),
    // Recent Activity and the audit log's keyset pages (created_at, id), all entries or one person's.
    index("activity_log_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("activity_log_actor_id_created_at_idx").on(t.actorId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The live notification centre. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    /**
     * Set on notifications that must exist at most once per user (stage reminders):
     * the unique index lets several instances run the reminder job without duplicates.
     */
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("notifications_user_id_dedupe_key_idx").on(t.userId, t.dedupeKey),
  ],
);
