import { ADMIN, expect, test } from "./support/fixtures";

/**
 * The flow an Admin really takes: sign in through the login form (not a saved session),
 * open Team Members from the sidebar and change a role as soon as the select can be used.
 * The select must show the new role and the toast must confirm it.
 */
test("an Admin signed in through the form changes a role right after Team Members loads", async ({
  browser,
  createUser,
}) => {
  const member = await createUser({ name: "Nia Promoted" });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto("/platform/login");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/platform\/dashboard$/);

    await page.getByRole("link", { name: "Team Members" }).click();
    const select = page
      .getByTestId(`team-row-${member.email}`)
      .getByRole("combobox", { name: "Role for Nia Promoted" });
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue("User");
    await select.selectOption("Writer");

    await expect(page.getByText("User role has been updated to Writer")).toBeVisible();
    await expect(select).toHaveValue("Writer");
    await expect(select).toBeEnabled();
    const team = await page.request.get("/api/team");
    const stored = (await team.json()).users.find((user: { email: string }) => user.email === member.email);
    expect(stored.role).toBe("Writer");
  } finally {
    await context.close();
  }
});
