import { withE2eDb } from "./support/e2e-db";
import { expect, test } from "./support/fixtures";

// Many people signing in at once from one address is tested against the server's default limit in
// src/server/auth/sign-in-throttle.test.ts; this server's per-address ceiling is raised for the suite.
test.describe("sign-in throttling", () => {
  test("a wrong password gives 'Login Failed' and no session; the 6th shows the throttle message, and the right one is refused until the window passes", async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ name: "Locked Out" });
    await page.goto("/platform/login");
    await page.getByLabel("Email").fill(user.email);
    const attempt = async (password: string) => {
      await page.getByLabel("Password").fill(password);
      const answered = page.waitForResponse("**/api/auth/sign-in/email");
      await page.getByRole("button", { name: "Sign In" }).click();
      const status = (await answered).status();
      if (status !== 200) await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
      return status;
    };
    expect(await attempt("not-the-password")).toBe(401);
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/login$/);
    for (let i = 1; i < 5; i++) expect(await attempt("not-the-password")).toBe(401);
    expect(await attempt("not-the-password")).toBe(429);
    const message = page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts for this account" });
    await expect(message).toBeVisible();

    expect(await attempt(user.password)).toBe(429);
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/login$/);

    // Once the account's window has ended, the right password works. The window is ended in the
    // database rather than waited out (only this account's: the address and contact counters stay).
    await withE2eDb((client) =>
      client.query("update rate_limits set window_ends_at = now() - interval '1 second' where key = $1", [
        `sign-in:account:${user.email.toLowerCase()}`,
      ]),
    );
    expect(await attempt(user.password)).toBe(200);
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
  });
});
