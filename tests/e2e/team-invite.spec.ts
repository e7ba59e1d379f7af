import { expect, test } from "./support/fixtures";

test.describe("Inviting from Team Members", () => {
  test("an Admin invites a member from Team Members and gets the link", async ({ adminPage: page }) => {
    await page.goto("/platform/users");
    await page.getByRole("button", { name: "Invite member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a member" });
    const email = `team-invite-${Date.now()}@meridian.test`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Role", { exact: true }).selectOption("Illustrator");
    await dialog.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(page.getByText("Invitation created")).toBeVisible();
    const url = await dialog.getByLabel(`Invitation link for ${email}`, { exact: true }).inputValue();
    expect(url).toContain("/platform/login?invite=");

    const lookup = await page.request.get(`/api/invitations/lookup?token=${new URL(url).searchParams.get("invite")}`);
    expect(await lookup.json()).toMatchObject({ email, role: "Illustrator" });
  });

  test("a member without the Admin role sees the permission message, no members and no Invite button; the API refuses them", async ({
    page,
    createUser,
    signIn,
  }) => {
    for (const role of [undefined, "Writer"] as const) {
      const user = await createUser(role ? { role } : {});
      await signIn(page, user);
      await page.goto("/platform/users");
      await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Invite member" })).toHaveCount(0);
      expect((await page.context().request.get("/api/team")).status(), role ?? "no role").toBe(403);
    }
  });
});
