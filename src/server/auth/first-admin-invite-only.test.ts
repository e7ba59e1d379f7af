import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings, userRoles } from "#server/db/schema/index";
import { createTestApp } from "#tests/setup/test-app";

describe("the first account on an empty install", () => {
  it("is created and becomes Admin even when the settings say invite-only", async () => {
    const t = await createTestApp();
    await t.db.insert(appSettings).values({ id: "app", signUpMode: "invite" });
    const first = await t.signUp({ name: "First" });
    const [row] = await t.db.select().from(userRoles).where(eq(userRoles.userId, first.id));
    expect(row.role).toBe("Admin");
    await expect(t.signUp({ name: "Second" })).rejects.toThrow(/403/);
  });
});
