import { beforeAll, describe, expect, it } from "vitest";
import { projectShares } from "#server/db/schema/index";
import type { Role } from "#shared/roles";
import { seedDemoProjects } from "#tests/factories/projects";
import { seedDemoSharing } from "#tests/factories/sharing";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let t: TestApp;
const people = {} as Record<Role, TestUser & { role: Role }>;

beforeAll(async () => {
  t = await createTestApp();
  people.Admin = { ...(await t.signUp({ name: "Amara Okafor" })), role: "Admin" };
  for (const role of ["Writer", "Editor", "Illustrator", "Typesetter"] as const) {
    people[role] = { ...(await t.signUp({ role, name: `${role} Demo` })), role };
  }
});

describe("seedDemoSharing", () => {
  it("creates a project share in every status and notifies the open ones", async () => {
    const ids = await seedDemoProjects(t.db, Object.values(people));
    expect(await seedDemoSharing(t.db, Object.values(people), ids)).toBe(4);
    const rows = await t.db.select().from(projectShares);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["pending", "accepted", "updated", "rejected"]));
    expect(rows.find((r) => r.status === "updated")?.version).toBe(2);

    const editorShares = await (await t.request("/api/shares", { as: people.Editor })).json();
    expect(editorShares.items).toEqual([
      expect.objectContaining({ status: "pending", shared_by_name: "Amara Okafor" }),
    ]);
    // The rejected share stays hidden from its recipient.
    expect((await (await t.request("/api/shares", { as: people.Writer })).json()).items).toEqual([]);
    const inbox = await (await t.request("/api/notifications", { as: people.Editor })).json();
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    // A second seed run (no new projects) adds nothing.
    expect(await seedDemoSharing(t.db, Object.values(people), [])).toBe(0);
  });
});
