import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { user } from "#server/db/schema/index";
import { createAssignment, createProject, createShare, createStage } from "#tests/factories/projects";
import { createTestDatabase } from "#tests/setup/test-db";

/** Who may see what, by the rule itself, with each project's updated_at: what project_visibility must hold. */
async function expectedRows(db: Database) {
  const { rows } = await db.execute<{ user_id: string; project_id: string; updated_at: string }>(sql`
    select v.user_id, p.id as project_id, p.updated_at::text
    from (
      select created_by as user_id, id as project_id from projects where created_by is not null
      union select user_id, project_id from project_assignments
      union select assigned_user_id, project_id from project_stages where assigned_user_id is not null
      union select shared_with, project_id from project_shares where status = 'accepted'
    ) v join projects p on p.id = v.project_id
    order by 1, 2`);
  return rows;
}

/** The one definition, the view project_viewers, without the Admin role: what the triggers decide pairs by. */
async function definitionRows(db: Database) {
  const { rows } = await db.execute<{ user_id: string; project_id: string; updated_at: string }>(sql`
    select v.user_id, p.id as project_id, p.updated_at::text
    from (select distinct user_id, project_id from project_viewers where via <> 'admin') v
    join projects p on p.id = v.project_id
    order by 1, 2`);
  return rows;
}

async function storedRows(db: Database) {
  const { rows } = await db.execute<{ user_id: string; project_id: string; updated_at: string }>(sql`
    select user_id, project_id, updated_at::text from project_visibility order by 1, 2`);
  return rows;
}

async function addUsers(db: Database, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Person ${i}`,
    email: `person-${i}-${crypto.randomUUID()}@example.test`,
  }));
  await db.insert(user).values(rows);
  return rows.map((row) => row.id);
}

describe("project_visibility, the list's index of who sees what", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });

  it("follows every way in and out of a project: creating, teams, stage assignees, shares, moves and deletes", async () => {
    const people = await addUsers(db, 6);
    const [a, b, c, d, e, f] = people;
    const p1 = await createProject(db, { createdBy: a });
    const p2 = await createProject(db, { createdBy: b });
    const p3 = await createProject(db, { createdBy: null });
    expect(await storedRows(db)).toEqual(await expectedRows(db));

    await createAssignment(db, { projectId: p1.id, userId: c, role: "Writer" });
    const stage = await createStage(db, { projectId: p1.id, assignedUserId: d });
    const stage2 = await createStage(db, { projectId: p3.id, assignedUserId: c });
    const pending = await createShare(db, { projectId: p2.id, sharedWith: e, status: "pending" });
    await createShare(db, { projectId: p2.id, sharedWith: f, status: "accepted" });
    expect(await storedRows(db)).toEqual(await expectedRows(db));
    expect((await storedRows(db)).some((r) => r.user_id === e)).toBe(false);

    // Accepting a share lets someone in; rejecting it lets them out.
    await db.execute(sql`update project_shares set status = 'accepted' where id = ${pending.id}`);
    expect((await storedRows(db)).some((r) => r.user_id === e && r.project_id === p2.id)).toBe(true);
    await db.execute(sql`update project_shares set status = 'rejected' where id = ${pending.id}`);
    expect(await storedRows(db)).toEqual(await expectedRows(db));

    // Two ways in: losing one keeps the project; losing both removes it.
    await createAssignment(db, { projectId: p1.id, userId: d, role: "Editor" });
    await db.execute(sql`update project_stages set assigned_user_id = ${e} where id = ${stage.id}`);
    expect((await storedRows(db)).some((r) => r.user_id === d && r.project_id === p1.id)).toBe(true);
    await db.execute(sql`delete from project_assignments where project_id = ${p1.id} and user_id = ${d}`);
    expect((await storedRows(db)).some((r) => r.user_id === d && r.project_id === p1.id)).toBe(false);
    expect(await storedRows(db)).toEqual(await expectedRows(db));

    // A change to the project moves it in everyone's order.
    await db.execute(sql`update projects set updated_at = now() + interval '1 minute' where id = ${p1.id}`);
    expect(await storedRows(db)).toEqual(await expectedRows(db));

    // A new creator, a stage removed, a project deleted, an account deleted.
    await db.execute(sql`update projects set created_by = ${f} where id = ${p1.id}`);
    await db.execute(sql`delete from project_stages where id = ${stage2.id}`);
    expect(await storedRows(db)).toEqual(await expectedRows(db));
    await db.execute(sql`delete from projects where id = ${p2.id}`);
    await db.execute(sql`delete from "user" where id = ${c}`);
    expect(await storedRows(db)).toEqual(await expectedRows(db));
    expect((await storedRows(db)).some((r) => r.project_id === p2.id || r.user_id === c)).toBe(false);
  });

  it("stays exact under many random changes, equal to the rule and to the view project_viewers", async () => {
    const people = await addUsers(db, 8);
    const projectIds: string[] = [];
    for (let i = 0; i < 12; i++) projectIds.push((await createProject(db, { createdBy: people[i % 8] })).id);
    // A fixed seed, so a failure can be replayed.
    let seed = 7;
    const pick = <T>(list: T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length];
    };
    const statuses = ["pending", "accepted", "rejected", "updated"] as const;
    for (let step = 0; step < 150; step++) {
      const project = pick(projectIds);
      const person = pick(people);
      const action = pick(["assign", "unassign", "stage", "restage", "share", "reshare", "creator", "touch"]);
      if (action === "assign") {
        await db.execute(sql`insert into project_assignments (project_id, user_id, role)
          values (${project}, ${person}, 'Writer') on conflict do nothing`);
      } else if (action === "unassign") {
        await db.execute(sql`delete from project_assignments where project_id = ${project} and user_id = ${person}`);
      } else if (action === "stage") {
        await createStage(db, { projectId: project, assignedUserId: person });
      } else if (action === "restage") {
        await db.execute(sql`update project_stages set assigned_user_id = ${pick([person, null])}
          where id = (select id from project_stages where project_id = ${project} limit 1)`);
      } else if (action === "share" || action === "reshare") {
        await db.execute(sql`insert into project_shares (project_id, shared_with, status)
          values (${project}, ${person}, ${pick([...statuses])})
          on conflict (project_id, shared_with) do update set status = excluded.status`);
      } else if (action === "creator") {
        await db.execute(sql`update projects set created_by = ${pick([person, null])} where id = ${project}`);
      } else {
        await db.execute(sql`update projects set updated_at = clock_timestamp() where id = ${project}`);
      }
      if (step % 25 === 0) expect(await storedRows(db)).toEqual(await definitionRows(db));
    }
    expect(await storedRows(db)).toEqual(await expectedRows(db));
    expect(await definitionRows(db)).toEqual(await expectedRows(db));
  });
});
