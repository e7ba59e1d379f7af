import { ADMIN_STATE } from "./support/accounts";
import { E2E_BASE_URL } from "./support/base-url";
import { withE2eDb } from "./support/e2e-db";
import { expect, test } from "./support/fixtures";

test.describe("Password recovery", () => {
  test("a reset page opened without its link, or with an unknown one, says so at once with no form and leads to the recovery help, which the login page offers too", async ({
    page,
  }) => {
    await page.goto("/platform/reset-password");
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

    // The session request the document starts is read and done, not left holding a connection.
    const sessionRead = page.waitForEvent("requestfinished", {
      predicate: (request) => new URL(request.url()).pathname === "/api/session",
      timeout: 20_000,
    });
    await page.goto("/platform/reset-password?token=not-a-real-token");
    await sessionRead;
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toContainText("Ask an Admin of your team for a new link.");
    await page.getByRole("link", { name: "How to get a new link" }).click();
    await expect(page).toHaveURL(/\/platform\/login\?forgot/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

    // The same help from the login page's own link.
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    // No mail server on this install: the one way is an Admin's link, and no email form pretends otherwise.
    await expect(page.getByText("Ask an Admin of your team for a password reset link")).toBeVisible();
    await expect(page.getByRole("button", { name: "Email me a reset link" })).toHaveCount(0);
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a reset link that has expired says so as the page opens; while it works, the form shows", async ({
    page,
    playwright,
    createUser,
  }) => {
    const member = await createUser({ role: "Writer" });
    const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
    const issued = await admin.post(`/api/team/${member.id}/reset-link`, { headers: { origin: E2E_BASE_URL } });
    expect(issued.status(), await issued.text()).toBe(200);
    const url = new URL((await issued.json()).url);
    await admin.dispose();
    const link = `${url.pathname}${url.search}`;

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();

    const token = url.searchParams.get("token") ?? "";
    await withE2eDb((client) =>
      client.query("update verification set expires_at = now() - interval '1 second' where identifier = $1", [
        `reset-password:${token}`,
      ]),
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  });
});
