import { expect, test } from "./support/fixtures";

test.describe("Team Members", () => {
  test("an Admin changes a role, which applies at once and survives a reload, and invites a member with the link", async ({
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

    // Inviting from the same page: the dialog gives the link, which carries the email and role.
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
});
