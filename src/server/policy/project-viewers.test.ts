import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, stageFiles } from "#server/db/schema/index";
import { createProjectNotifications } from "#server/notifications/index";
import { LIVE_CHANNEL, poolConnectionConfig } from "#server/realtime/index";
import type { LiveEnvelope } from "#server/realtime/publish";
import { YOUR_PROJECTS_LIMIT } from "#shared/schemas/dashboard";
import { createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

/*
 * Random projects, teams, stage assignees, shares and files; then every place that lists or
 * checks a project is asked, as every user, and must agree with the rule as written here from
 * the seeded data alone: Admin sees everything; anyone else sees a project they created, are on
 * the team of, are assigned a stage of, or hold an accepted share of.
 */

const SHARE_STATUSES = ["pending", "accepted", "rejected", "updated"] as const;
const STAFF_ROLES = ["Writer", "Writer", "Editor", "Illustrator", "Typesetter"] as const;
const PROJECTS = 36;
const TODAY = "2030-01-01";

type Person = TestUser & { role: string };

interface Model {
  creator: Map<string, string | null>;
  team: Map<string, Set<string>>;
  stageAssignees: Map<string, Set<string>>;
  shares: Map<string, Map<string, string>>;
}

/** A fixed seed, so a failure replays the same data. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    int: (max: number) => Math.floor(next() * max),
  };
}

let t: TestApp;
let people: Person[];
let admins: Set<string>;
let projectIds: string[];
const model: Model = { creator: new Map(), team: new Map(), stageAssignees: new Map(), shares: new Map() };
const files: Array<{ id: string; projectId: string; sharedWith: string | null }> = [];

/** Who may see `projectId`, by the rule, from the model. */
function expectedViewers(projectId: string): Set<string> {
  const viewers = new Set(admins);
  const creator = model.creator.get(projectId);
  if (creator) viewers.add(creator);
  for (const id of model.team.get(projectId) ?? []) viewers.add(id);
  for (const id of model.stageAssignees.get(projectId) ?? []) viewers.add(id);
  for (const [id, status] of model.shares.get(projectId) ?? []) if (status === "accepted") viewers.add(id);
  return viewers;
}

const expectedProjects = (userId: string) => projectIds.filter((id) => expectedViewers(id).has(userId)).sort();
const sorted = (ids: Iterable<string>) => [...ids].sort();

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.signUp({ name: "First Admin" })) as Person;
  people = [admin, (await t.signUp({ role: "Admin", name: "Second Admin" })) as Person];
  for (const role of STAFF_ROLES) people.push((await t.signUp({ role, name: `${role} ${people.length}` })) as Person);
  // Role-less accounts: they may create projects and receive shares, never hold a stage or a seat.
  for (let i = 0; i < 2; i++) people.push((await t.signUp({ name: `Nobody ${i}` })) as Person);
  admins = new Set(people.filter((p) => p.role === "Admin").map((p) => p.id));
  const staff = people.filter((p) => p.role !== "User").map((p) => p.id);
  const everyone = people.map((p) => p.id);

  const random = randomSource(2026);
  projectIds = [];
  for (let i = 0; i < PROJECTS; i++) {
    const creator = random.chance(0.1) ? null : random.pick(everyone);
    const project = await createProject(t.db, {
      createdBy: creator,
      // Distinct times, so every list's order is fixed.
      updatedAt: new Date(Date.UTC(2029, 0, 1) + i * 3_600_000 + random.int(1000)),
      deadline: `2030-0${1 + random.int(9)}-1${random.int(9)}`,
    });
    projectIds.push(project.id);
    model.creator.set(project.id, creator);
    model.team.set(project.id, new Set());
    model.stageAssignees.set(project.id, new Set());
    model.shares.set(project.id, new Map());

    for (const userId of staff) {
      if (!random.chance(0.15)) continue;
      await createAssignment(t.db, { projectId: project.id, userId, role: "Writer" });
      model.team.get(project.id)?.add(userId);
    }
    const stageCount = 1 + random.int(2);
    for (let s = 0; s < stageCount; s++) {
      const assignee = random.chance(0.3) ? null : random.pick(staff);
      const stage = await createStage(t.db, { projectId: project.id, assignedUserId: assignee });
      if (assignee) model.stageAssignees.get(project.id)?.add(assignee);
      if (s === 0 || random.chance(0.5)) {
        const sharedWith = random.chance(0.3) ? random.pick(everyone) : null;
        const [file] = await t.db
          .insert(stageFiles)
          .values({
            stageId: stage.id,
            fileName: `draft-${i}-${s}.pdf`,
            filePath: `test/${crypto.randomUUID()}.pdf`,
            fileType: "application/pdf",
            uploadedBy: creator,
            sharedWith,
            sharedAt: sharedWith ? new Date() : null,
          })
          .returning({ id: stageFiles.id });
        files.push({ id: file.id, projectId: project.id, sharedWith });
      }
    }
    for (const userId of everyone) {
      if (!random.chance(0.2)) continue;
      const status = random.pick(SHARE_STATUSES);
      await createShare(t.db, { projectId: project.id, sharedWith: userId, status });
      model.shares.get(project.id)?.set(userId, status);
    }
  }
  // The data must exercise every way in and every way of not getting in.
  const ways = { team: 0, stage: 0, accepted: 0, other: 0, hidden: 0 };
  for (const id of projectIds) {
    ways.team += model.team.get(id)?.size ?? 0;
    ways.stage += model.stageAssignees.get(id)?.size ?? 0;
    for (const status of model.shares.get(id)?.values() ?? []) ways[status === "accepted" ? "accepted" : "other"] += 1;
    ways.hidden += people.filter((p) => !expectedViewers(id).has(p.id)).length;
  }
  for (const count of Object.values(ways)) expect(count).toBeGreaterThan(3);
}, 120_000);

describe("one definition of who sees a project, everywhere", () => {
  it("the view project_viewers holds exactly the rule, and project_visibility its non-Admin part", async () => {
    const { rows } = await t.db.execute<{ project_id: string; user_id: string }>(
      sql`select distinct project_id, user_id from project_viewers`,
    );
    const pairs = (list: Array<[string, string]>) => list.map(([p, u]) => `${p}/${u}`).sort();
    const expected = projectIds.flatMap((p) => [...expectedViewers(p)].map((u): [string, string] => [p, u]));
    expect(pairs(rows.map((r) => [r.project_id, r.user_id]))).toEqual(pairs(expected));

    const stored = await t.db.execute<{ project_id: string; user_id: string }>(
      sql`select project_id, user_id from project_visibility`,
    );
    const withoutAdminRole = expected.filter(([p, u]) => {
      if (!admins.has(u)) return true;
      // An Admin's own rows are the ways in they would have without the role.
      const { creator, team, stageAssignees, shares } = model;
      return (
        creator.get(p) === u ||
        team.get(p)?.has(u) ||
        stageAssignees.get(p)?.has(u) ||
        shares.get(p)?.get(u) === "accepted"
      );
    });
    expect(pairs(stored.rows.map((r) => [r.project_id, r.user_id]))).toEqual(pairs(withoutAdminRole));
  });

  it("the detail route answers 200 exactly to those who may see the project, 404 to everyone else", async () => {
    for (const person of people) {
      const statuses = await Promise.all(
        projectIds.map(async (id) => [id, (await t.request(`/api/projects/${id}`, { as: person })).status] as const),
      );
      const seen = statuses.filter(([, status]) => status === 200).map(([id]) => id);
      expect(statuses.every(([, status]) => status === 200 || status === 404)).toBe(true);
      expect(sorted(seen), person.name).toEqual(expectedProjects(person.id));
    }
  });

  it("the project list, page by page, shows each visible project once and nothing else", async () => {
    for (const person of people) {
      const seen: string[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const res = await t.request(`/api/projects?limit=7${query}`, { as: person });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen.length, person.name).toBe(new Set(seen).size);
      expect(sorted(seen), person.name).toEqual(expectedProjects(person.id));
    }
  });

  it("the dashboard and the board count and list the visible projects only", async () => {
    const updatedAt = new Map(
      (await t.db.execute<{ id: string; at: string }>(sql`select id, updated_at::text as at from projects`)).rows.map(
        (r) => [r.id, r.at],
      ),
    );
    for (const person of people) {
      const visible = expectedProjects(person.id);
      const dashboard = (await (await t.request(`/api/dashboard?today=${TODAY}`, { as: person })).json()) as {
        pipeline: Array<{ count: number }>;
        yourProjects: Array<{ id: string }>;
      };
      expect(
        dashboard.pipeline.reduce((sum, stage) => sum + stage.count, 0),
        person.name,
      ).toBe(visible.length);
      const newest = [...visible]
        .sort((a, b) => (updatedAt.get(b) ?? "").localeCompare(updatedAt.get(a) ?? "") || b.localeCompare(a))
        .slice(0, YOUR_PROJECTS_LIMIT);
      expect(
        dashboard.yourProjects.map((p) => p.id),
        person.name,
      ).toEqual(newest);

      const board = (await (await t.request(`/api/board?today=${TODAY}`, { as: person })).json()) as {
        columns: Array<{ count: number; projects?: Array<{ id: string }> }>;
      };
      expect(
        board.columns.reduce((sum, column) => sum + column.count, 0),
        person.name,
      ).toBe(visible.length);
    }
  });

  it("the files repository lists the files of visible projects and those shared with the user", async () => {
    for (const person of people.filter((p) => p.role !== "User")) {
      const seen: string[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const res = await t.request(`/api/files?limit=5${query}`, { as: person });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      const visible = new Set(expectedProjects(person.id));
      const expected = files.filter((f) => visible.has(f.projectId) || f.sharedWith === person.id).map((f) => f.id);
      expect(sorted(seen), person.name).toEqual(sorted(expected));
    }
  });

  describe("the audience of a project's events", () => {
    const heard: LiveEnvelope[] = [];
    let listener: pg.Client;
    beforeAll(async () => {
      listener = new pg.Client(poolConnectionConfig(t.db.$client));
      await listener.connect();
      listener.on("notification", (message) => {
        if (message.payload) heard.push(JSON.parse(message.payload) as LiveEnvelope);
      });
      await listener.query(`listen ${LIVE_CHANNEL}`);
    });
    afterAll(() => listener.end());

    it("a comment's live event reaches exactly the project's viewers, and its notice only a viewer", async () => {
      const commenter = people[0];
      for (const projectId of projectIds) {
        const before = heard.length;
        const res = await t.request(`/api/projects/${projectId}/comments`, {
          as: commenter,
          body: { content: "Checked the proofs." },
        });
        expect(res.status).toBe(201);
        // NOTIFY is delivered after the commit: wait for this project's event.
        const projectEvents = () =>
          heard
            .slice(before)
            .filter((e) => e.event.type === "project" && "projectId" in e.event && e.event.projectId === projectId);
        await expect.poll(() => projectEvents().length).toBeGreaterThan(0);
        const audience = new Set(projectEvents().flatMap((e) => e.userIds));
        expect(sorted(audience), projectId).toEqual(sorted(expectedViewers(projectId)));
      }

      const notified = await t.db
        .select({ userId: notifications.userId, link: notifications.link })
        .from(notifications)
        .where(sql`${notifications.kind} = 'comment_posted'`);
      for (const projectId of projectIds) {
        const recipients = notified.filter((n) => n.link === `/platform/projects/${projectId}`).map((n) => n.userId);
        const creator = model.creator.get(projectId);
        // The creator hears of a comment by someone else; nobody else does.
        expect(recipients, projectId).toEqual(creator && creator !== commenter.id ? [creator] : []);
        for (const userId of recipients) expect(expectedViewers(projectId).has(userId)).toBe(true);
      }
    });

    it("a notice about a project is not written for someone who may not see it", async () => {
      const projectId = projectIds.find((id) =>
        people.some((p) => p.role !== "User" && !expectedViewers(id).has(p.id)),
      );
      const outsider = people.find((p) => p.role !== "User" && projectId && !expectedViewers(projectId).has(p.id));
      if (!projectId || !outsider) throw new Error("the random data has no outsider");
      const written = await t.db.transaction((tx) =>
        createProjectNotifications(tx, projectId, [
          {
            userId: outsider.id,
            kind: "comment_posted",
            title: "Not for you",
            link: `/platform/projects/${projectId}`,
          },
        ]),
      );
      expect(written).toEqual([]);
    });
  });
});
