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
});
