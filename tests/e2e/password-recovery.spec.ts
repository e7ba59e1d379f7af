import { expect, test } from "./support/fixtures";

test.describe("Password recovery", () => {
  test("the login page offers a way to recover a password", async ({ page }) => {
    await page.goto("/platform/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    // No mail server on this install: the one way is an Admin's link, and no email form pretends otherwise.
    await expect(page.getByText("Ask an Admin of your team for a password reset link")).toBeVisible();
    await expect(page.getByRole("button", { name: "Email me a reset link" })).toHaveCount(0);
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a dead reset link says so once and leads to the recovery help", async ({ page }) => {
    await page.goto("/platform/reset-password?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
    await page.getByLabel("Confirm new password").fill("a-new-password-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toContainText("Ask an Admin of your team for a new link.");
    await page.getByRole("link", { name: "How to get a new link" }).click();
    await expect(page).toHaveURL(/\/platform\/login\?forgot/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });

  test("a reset page opened without its link explains at once, with no form", async ({ page }) => {
    await page.goto("/platform/reset-password");
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  });
});
