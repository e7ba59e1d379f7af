/**
 * The people and the project every route × actor matrix test starts from. Each actor is
 * related to the project exactly as its name says, so a matrix can write its expectations
 * out from the access table, cell by cell.
 */
import { createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import type { TestApp, TestUser } from "./test-app";

/** Every kind of relation a person can have to a project, and none. */
export const PROJECT_ACTORS = [
  "anonymous",
  "user",
  "writer",
  "editor",
  "illustrator",
  "typesetter",
  "pendingShare",
  "acceptedShare",
  "stageAssignee",
  "member",
  "creator",
  "admin",
] as const;
export type ProjectActor = (typeof PROJECT_ACTORS)[number];
export type ProjectPeople = Record<Exclude<ProjectActor, "anonymous">, TestUser>;

/**
 * Who sees the project: Admin, its creator, its team, a stage assignee and an accepted share.
 * Anyone else gets the 404 a missing project gets.
 */
export const SEES_PROJECT: ReadonlySet<ProjectActor> = new Set<ProjectActor>([
  "admin",
  "creator",
  "member",
  "stageAssignee",
  "acceptedShare",
]);

/** Who changes the project: Admin, its creator and its team. */
export const EDITS_PROJECT: ReadonlySet<ProjectActor> = new Set<ProjectActor>(["admin", "creator", "member"]);

/** One account per actor; the first account of an install is its Admin. */
export async function signUpProjectPeople(t: TestApp): Promise<ProjectPeople> {
  const admin = await t.signUp({ name: "Ada Admin" });
  return {
    admin,
    user: await t.signUp({ name: "Uma User" }),
    writer: await t.signUp({ role: "Writer", name: "Wes Writer" }),
    editor: await t.signUp({ role: "Editor", name: "Eve Editor" }),
    illustrator: await t.signUp({ role: "Illustrator", name: "Ivy Illustrator" }),
    typesetter: await t.signUp({ role: "Typesetter", name: "Tim Typesetter" }),
    creator: await t.signUp({ role: "Writer", name: "Cora Creator" }),
    member: await t.signUp({ role: "Editor", name: "Max Member" }),
    stageAssignee: await t.signUp({ role: "Illustrator", name: "Sam Stage" }),
    acceptedShare: await t.signUp({ role: "Typesetter", name: "Ari Accepted" }),
    pendingShare: await t.signUp({ role: "Writer", name: "Pat Pending" }),
  };
}

/**
 * A fresh project of `creator`, with `member` on its team, an Editing stage assigned to
 * `stageAssignee`, and shares accepted by `acceptedShare` and pending for `pendingShare`.
 */
export async function createProjectWorld(t: TestApp, people: ProjectPeople) {
  const project = await createProject(t.db, { createdBy: people.creator.id, currentStage: "Editing" });
  await createAssignment(t.db, { projectId: project.id, userId: people.member.id, role: "Editor" });
  const stage = await createStage(t.db, {
    projectId: project.id,
    stageName: "Editing",
    assignedUserId: people.stageAssignee.id,
  });
  await createShare(t.db, { projectId: project.id, sharedWith: people.acceptedShare.id, status: "accepted" });
  const pendingShare = await createShare(t.db, {
    projectId: project.id,
    sharedWith: people.pendingShare.id,
    status: "pending",
  });
  return { projectId: project.id, stageId: stage.id, pendingShareId: pendingShare.id };
}
