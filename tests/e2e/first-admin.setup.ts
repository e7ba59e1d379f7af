import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE } from "./support/accounts";

/** On an empty install, the first account created on the login page becomes Admin. */
test("the first account created becomes Admin", async ({ page }) => {
  await page.goto("/platform/login");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("Full Name").fill(ADMIN.name);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  const submit = page.getByRole("button", { name: "Create Account" });
  await submit.click();
  await expect(page.getByText("Sign Up Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  await expect(page.getByText("Here's your current status as a Admin")).toBeVisible();
  await expect(page.getByRole("link", { name: "Team Members" })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE });
});
