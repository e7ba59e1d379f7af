/**
 * The number of SQL queries per request does not grow with the data.
 * Every statement any pg client sends is counted (the session lookup apart), at small and then
 * at much larger data, for the list, the detail and the detail tabs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { projectAssignments, projectComments, projectShares, projectStages, projects } from "#server/db/schema/index";
import { createAssignment, createComment, createProject, createStage, projectValues } from "#tests/factories/projects";
import { installQueryCounter } from "#tests/setup/query-counter";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let team: TestUser[];
let projectId: string;

const countRequest = installQueryCounter(() => t);
/** What each counted request sent, for the failure message when two counts differ. */
const sent: Record<string, string[]> = {};
const countQueries = async (path: string, as: TestUser) => {
  const { queries, statements } = await countRequest(path, as);
  sent[`${as.name} ${path}`] = statements;
  return queries;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  member = await t.signUp({ role: "Editor", name: "Max Member" });
  team = [];
  for (let i = 0; i < 4; i++) team.push(await t.signUp({ role: "Writer", name: `Writer ${i}` }));
  const project = await createProject(t.db, { createdBy: admin.id, currentStage: "Writing" });
  projectId = project.id;
  await createAssignment(t.db, { projectId, userId: member.id, role: "Editor" });
  await createStage(t.db, { projectId, stageName: "Writing", assignedUserId: team[0].id });
  await createComment(t.db, { projectId, authorId: admin.id });
});

const paths = () => [
  "/api/projects",
  "/api/projects?q=Cartographer",
  "/api/project-facets",
  `/api/projects/${projectId}`,
  `/api/projects/${projectId}/stages`,
  `/api/projects/${projectId}/assignments`,
  `/api/projects/${projectId}/comments`,
  `/api/projects/${projectId}/activity`,
];

/**
 * Many more projects visible to both viewers, and far more stages, team rows and comments on the
 * one project: a few hundred rows, written a table at a time so the data grows in a handful of
 * statements rather than hundreds of round trips.
 */
async function grow() {
  const grown = await t.db
    .insert(projects)
    .values(
      Array.from({ length: 60 }, (_, i) =>
        projectValues({ createdBy: team[i % team.length].id, currentStage: "Editing" }),
      ),
    )
    .returning({ id: projects.id });
  await t.db.insert(projectStages).values([
    ...grown.map((p) => ({ projectId: p.id, stageName: "Editing", assignedUserId: member.id })),
    ...Array.from({ length: 40 }, (_, i) => ({
      projectId,
      stageName: `Stage ${i}`,
      assignedUserId: team[i % team.length].id,
    })),
  ]);
  await t.db
    .insert(projectAssignments)
    .values([
      ...grown.map((p, i) => ({ projectId: p.id, userId: team[(i + 1) % team.length].id, role: "Writer" as const })),
      ...team.map((user) => ({ projectId, userId: user.id, role: "Writer" as const })),
    ]);
  await t.db
    .insert(projectShares)
    .values(
      grown
        .filter((_, i) => i % 3 === 0)
        .map((p) => ({ projectId: p.id, sharedWith: member.id, status: "accepted" as const })),
    );
  await t.db.insert(projectComments).values(
    Array.from({ length: 80 }, (_, i) => ({
      projectId,
      authorId: team[i % team.length].id,
      content: "Chapter three reads much better after the restructure.",
    })),
  );
}

describe("queries per request", () => {
  it("stay the same from small to larger data, for an Admin and for a member", async () => {
    const before: Record<string, number> = {};
    for (const as of [admin, member])
      for (const path of paths()) before[`${as.name} ${path}`] = await countQueries(path, as);

    await grow();

    const after: Record<string, number> = {};
    for (const as of [admin, member])
      for (const path of paths()) after[`${as.name} ${path}`] = await countQueries(path, as);

    const grew = Object.keys(after).filter((key) => after[key] !== before[key]);
    expect(after, JSON.stringify(Object.fromEntries(grew.map((key) => [key, sent[key]])))).toEqual(before);
    // One statement for the data, and one for the project policy where it is not in the same statement.
    for (const [key, count] of Object.entries(after)) expect(count, key).toBeLessThanOrEqual(4);
    // The detail page and the list are one statement each, the detail's policy check included.
    for (const as of [admin, member]) {
      expect(after[`${as.name} /api/projects/${projectId}`], `${as.name} detail`).toBe(1);
      expect(after[`${as.name} /api/projects`], `${as.name} list`).toBe(1);
    }
  });

  it("the list page really holds the larger data (so the comparison above means something)", async () => {
    const page = await (await t.request("/api/projects?limit=100", { as: member })).json();
    expect(page.items.length).toBeGreaterThan(60);
    const detail = await (await t.request(`/api/projects/${projectId}`, { as: member })).json();
    expect(detail.stages.length).toBe(41);
    expect(detail.assignments.length).toBe(5);
    const comments = await (await t.request(`/api/projects/${projectId}/comments`, { as: member })).json();
    expect(comments.items.length).toBe(81);
  });
});
