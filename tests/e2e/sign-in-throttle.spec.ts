import { E2E_BASE_URL } from "./support/base-url";
import { expect, test } from "./support/fixtures";

const originHeader = { origin: E2E_BASE_URL };

test.describe("sign-in throttling", () => {
  test("15 different people sign in from one address within a minute without a 429", async ({
    playwright,
    createUser,
  }) => {
    test.setTimeout(180_000); // creating 15 accounts (password hashing) comes before the timed minute
    const people = [];
    for (let i = 0; i < 15; i++) people.push(await createUser({ name: `Office Colleague ${i + 1}` }));
    const started = Date.now();
    for (const person of people) {
      // A fresh context per person: separate browsers behind one office address.
      const browser = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const res = await browser.post("/api/auth/sign-in/email", {
        data: { email: person.email, password: person.password },
        headers: originHeader,
      });
      expect(res.status(), await res.text()).toBe(200);
      await browser.dispose();
    }
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  test("the 6th wrong password shows the throttle message, and the right one is refused until the window passes", async ({
    page,
    createUser,
  }) => {
    test.setTimeout(90_000);
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
      timeout: 40_000,
      intervals: [1_000],
    });
    await expect(page).toHaveURL(/\/platform\/dashboard$/);
  });
});
