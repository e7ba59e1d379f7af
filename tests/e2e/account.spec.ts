import { expect, test } from "./support/fixtures";

// Several pages and sign-ins per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.describe("account page", () => {
  test("changes the name shown in the sidebar and the password; the old password then fails", async ({
    page,
    createUser,
    signIn,
  }) => {
    const user = await createUser({ role: "Writer", name: "Nora Oldname" });
    await signIn(page, user);
    await page.goto("/platform/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await sidebar.getByRole("link", { name: /Nora Oldname/ }).click();
    await expect(page).toHaveURL(/\/platform\/account$/);
    await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();

    await page.getByLabel("Full Name").fill("Nora Newname");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText("Nora Newname");

    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("a-fresh-password-1");
    await page.getByLabel("Confirm new password").fill("a-fresh-password-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    const origin = { origin: new URL(page.url()).origin };
    const old = await page.request.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
      headers: origin,
    });
    expect(old.status()).toBe(401);
    await page.getByRole("button", { name: "Logout" }).click();
    // Signed out once the app has left for the home page; going on sooner could cut the sign-out off.
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/platform/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await page.getByLabel("Password").fill("a-fresh-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Nora Newname" })).toBeVisible();
  });
});

test.describe("leavers", () => {
  test("a deactivated member's open session is refused at its next request, and sign-in says why; an Admin issues a one-time reset link that sets a new password", async ({
    adminPage,
    page,
    browser,
    createUser,
    signIn,
  }) => {
    const member = await createUser({ role: "Editor", name: "Lou Leaver" });
    await signIn(page, member);
    await page.goto("/platform/projects");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await adminPage.goto("/platform/users");
    const row = adminPage.getByTestId(`team-row-${member.email}`);
    await row.getByRole("button", { name: "Deactivate Lou Leaver" }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(adminPage.getByText("Member deactivated")).toBeVisible();
    await expect(row.getByText("Deactivated", { exact: true })).toBeVisible();

    expect((await page.request.get("/api/me")).status()).toBe(401);
    await page.reload();
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/login\?returnTo=/);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("This account has been deactivated.", { exact: false })).toBeVisible();

    await row.getByRole("button", { name: "Reactivate" }).click();
    await expect(adminPage.getByText("Member reactivated")).toBeVisible();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/platform\/projects$/);

    // The same member, back at work, forgets their password: the Admin's one-time link sets a new one.
    await row.getByRole("button", { name: "Password reset link for Lou Leaver" }).click();
    const url = await adminPage.getByLabel("Reset link", { exact: true }).inputValue();
    expect(url).toContain("/platform/reset-password?token=");

    const fresh = await browser.newPage();
    await fresh.goto(url);
    await fresh.getByLabel("New password", { exact: true }).fill("recovered-password");
    await fresh.getByLabel("Confirm new password").fill("recovered-password");
    await fresh.getByRole("button", { name: "Set new password" }).click();
    await expect(fresh).toHaveURL(/\/platform\/login$/);
    await fresh.getByLabel("Email").fill(member.email);
    await fresh.getByLabel("Password").fill("recovered-password");
    await fresh.getByRole("button", { name: "Sign In" }).click();
    await expect(fresh).toHaveURL(/\/platform\/dashboard$/);
    await fresh.close();
  });
});
