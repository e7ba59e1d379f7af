import { expect, test } from "./support/fixtures";

test.describe("Team Members", () => {
  test("an Admin changes a role, which applies at once and survives a reload", async ({
    adminPage: page,
    createUser,
  }) => {
    const member = await createUser({ name: "Rory Newcomer" });
    await page.goto("/platform/users");
    await expect(page.getByRole("heading", { name: "Team Members" })).toBeVisible();
    await expect(page.getByText("Manage your team members and their roles")).toBeVisible();
    const row = page.getByTestId(`team-row-${member.email}`);
    await expect(row.getByText("Rory Newcomer")).toBeVisible();
    await expect(row.getByText("just now")).toBeVisible();
    const select = row.getByRole("combobox", { name: "Role for Rory Newcomer" });
    await expect(select).toHaveValue("User");
    await select.selectOption("Editor");
    await expect(page.getByText("Role updated")).toBeVisible();
    await expect(page.getByText("User role has been updated to Editor")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(`team-row-${member.email}`).getByRole("combobox")).toHaveValue("Editor");
  });

  test("a non-admin sees the permission message and the API refuses them", async ({ page, createUser, signIn }) => {
    const editor = await createUser({ role: "Editor" });
    await signIn(page, editor);
    await page.goto("/platform/users");
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const res = await page.context().request.get("/api/team");
    expect(res.status()).toBe(403);
  });
});
