import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test.describe("sign-in and sign-out", () => {
  test("a member signs in (the button reads 'Signing in...' and is disabled meanwhile), sees their dashboard, keeps the session over a reload and past the login page, and logs out to the website", async ({
    page,
    createUser,
  }) => {
    // Two sign-ins and a sign-out: room for a loaded machine.
    test.slow();
    const user = await createUser({ role: "Writer", name: "Wendy Writer" });
    // The first sign-in is held until the busy state has been seen, then let through.
    const request = holdRequests(page, "**/api/auth/sign-in/email");
    await page.goto("/platform/login");
    await expect(page.getByRole("heading", { name: "Staff Access Portal" })).toBeVisible();
    await expect(page.getByText("Authorized personnel only")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    (await request).release();
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Wendy Writer" })).toBeVisible();
    await expect(page.getByText("Here's your current status as a Writer")).toBeVisible();

    // The session survives a reload, and the login page sends a signed-in user on.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Wendy Writer" })).toBeVisible();
    await page.goto("/platform/login");
    await expect(page).toHaveURL(/\/platform\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Logging out is not an error: no 'Authentication Required' on the way out.
    await expect(page.getByText("Authentication Required")).toHaveCount(0);

    // The old session is gone: the shell refuses and offers the login page, which returns to the page asked for.
    await page.goto("/platform/projects");
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await expect(page.getByText("Please login to access the dashboard")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/login\?returnTo=%2Fplatform%2Fprojects$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
  });

  test("create-account mode asks for a full name and reads 'Creating Account...'", async ({ page }) => {
    const request = holdRequests(page, "**/api/auth/sign-up/email");
    await page.goto("/platform/login");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Full Name").fill("Nia New");
    await page.getByLabel("Email").fill(`nia-${Date.now()}@meridian.test`);
    await page.getByLabel("Password").fill("a-new-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    (await request).release();
    await expect(page.getByText("Sign Up Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
    // Later accounts have no role until an Admin assigns one.
    await expect(page.getByText("Here's your current status as a User")).toBeVisible();
  });
});

/**
 * Holds every request matching `url` until `release()` is called, so a test can look at the
 * page while the request is in flight without guessing how long that takes.
 */
async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test("a dead invitation link says why on the login page, and the browser logs no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/platform/login?invite=no-such-invitation");
  await expect(page.getByRole("alert")).toHaveText(
    "This invitation link is not valid: it may have expired, been used or been revoked. Ask an Admin for a new one.",
  );
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(errors).toEqual([]);
});
