import { E2E_BASE_URL } from "./support/base-url";
import { expect, test } from "./support/fixtures";

const originHeader = { origin: E2E_BASE_URL };

test.describe("sign-in throttling", () => {
  test("15 different people sign in from one address within a minute without a 429", async ({
    playwright,
    createUser,
  }) => {
    test.setTimeout(180_000); // 15 accounts, each a password hash, come before the sign-ins
    const people = await Promise.all(
      Array.from({ length: 15 }, (_, i) => createUser({ name: `Office Colleague ${i + 1}` })),
    );
    // All at once, the hardest case for a limiter: every sign-in falls in the same window.
    const started = Date.now();
    const statuses = await Promise.all(
      people.map(async (person) => {
        // A fresh context per person: separate browsers behind one office address.
        const browser = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
        const res = await browser.post("/api/auth/sign-in/email", {
          data: { email: person.email, password: person.password },
          headers: originHeader,
        });
        const status = `${res.status()} ${res.status() === 200 ? "" : await res.text()}`.trim();
        await browser.dispose();
        return status;
      }),
    );
    expect(statuses).toEqual(people.map(() => "200"));
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  test("the 6th wrong password shows the throttle message, and the right one is refused until the window passes", async ({
    page,
    createUser,
  }) => {
    test.setTimeout(120_000);
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
    for (let i = 0; i < 5; i++) expect(await attempt("not-the-password")).toBe(401);
    expect(await attempt("not-the-password")).toBe(429);
    const message = page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts for this account" });
    await expect(message).toBeVisible();

    expect(await attempt(user.password)).toBe(429);
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/login$/);

    // The e2e server's lock window is short (AUTH_ACCOUNT_LOCK_SECONDS); once it ends, the right password works.
    await expect(async () => expect(await attempt(user.password)).toBe(200)).toPass({
      timeout: 60_000,
      intervals: [1_000],
    });
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
  });
});
