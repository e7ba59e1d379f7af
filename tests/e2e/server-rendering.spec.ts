import type { Page } from "@playwright/test";
import { AWAITING_APP_ATTRIBUTE } from "#shared/first-data";
import { createProject, uniqueTitle } from "./projects-support";
import { ADMIN_STATE } from "./support/accounts";
import { E2E_BASE_URL } from "./support/base-url";
import { expect as baseExpect, test } from "./support/fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A platform page's document is the page, drawn by the server from the visitor's own data: it
 * reads without any script, shows that visitor's data and no one else's, and the browser then
 * takes it over (hydrates) without redrawing it, without a console error and without a hydration
 * mismatch, whatever the browser's locale, time zone and window size.
 */

/** Every console error and uncaught error of a page (a hydration mismatch is React error #418). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The document the server sends for a path, as the page's signed-in context would get it (React's text separators left out). */
async function documentText(page: Page, path: string): Promise<string> {
  const res = await page.context().request.get(path);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("no-store");
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** Holds the framework's file back, so the page stays as the server drew it until the returned call. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the app has taken the page over. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveAttribute(AWAITING_APP_ATTRIBUTE, /.*/);
}

test.describe("platform pages drawn by the server", () => {
  test("a signed-in page's document holds its heading and its viewer's data, not another viewer's", async ({
    adminPage,
    pageAs,
  }) => {
    const { page: writerPage, user: writer } = await pageAs("Writer");
    const adminOnly = uniqueTitle("Admin only");
    const writersOwn = uniqueTitle("Writer's own");
    const hidden = await createProject(adminPage, { title: adminOnly });
    await createProject(writerPage, { title: writersOwn });

    const adminList = await documentText(adminPage, "/platform/projects");
    expect(adminList).toContain("<h1");
    expect(adminList).toContain(adminOnly);
    expect(adminList).toContain(writersOwn);

    const writerList = await documentText(writerPage, "/platform/projects");
    expect(writerList).toContain(writersOwn);
    expect(writerList).not.toContain(adminOnly);
    expect(await documentText(writerPage, "/platform/dashboard")).toContain(`Welcome, ${writer.name}`);

    // A project the Writer may not see: the page (its own not-found), never its title.
    const detail = await documentText(writerPage, `/platform/projects/${hidden.id}`);
    expect(detail).not.toContain(adminOnly);
    expect(await documentText(adminPage, `/platform/projects/${hidden.id}`)).toContain(adminOnly);
  });

  test("a signed-out request draws no one's data", async ({ adminPage, playwright }) => {
    const title = uniqueTitle("Private");
    const project = await createProject(adminPage, { title });
    const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      for (const path of ["/platform/dashboard", "/platform/projects", `/platform/projects/${project.id}`]) {
        const res = await anonymous.get(path);
        expect(res.status()).toBe(200);
        expect(res.headers()["cache-control"]).toBe("no-cache");
        const html = await res.text();
        expect(html).not.toContain(title);
        expect(html).not.toContain("folio-first-data");
      }
    } finally {
      await anonymous.dispose();
    }
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the pages show before their app runs and hydrate with no error`, async ({
      browser,
      adminPage,
    }) => {
      const project = await createProject(adminPage, { title: uniqueTitle("Hydrated") });
      // Another locale and time zone than the server's: dates and times must still match.
      const context = await browser.newContext({
        storageState: await adminPage.context().storageState(),
        viewport,
        locale: "de-DE",
        timezoneId: "America/Los_Angeles",
      });
      // And a clock minutes ahead of the server's, as a minute may turn between drawing and taking
      // over: the dashboard's "just now" must not become "7 minutes ago" while the app takes over.
      await context.clock.setFixedTime(Date.now() + 7 * 60_000);
      const page = await context.newPage();
      const errors = recordErrors(page);
      try {
        // The first page the browser opens notes its settings for the server's next drawings.
        await page.goto("/platform/account");
        await hydrated(page);
        for (const path of [
          "/platform/dashboard",
          "/platform/projects",
          `/platform/projects/${project.id}`,
          "/platform/files",
        ]) {
          // The scripts held back: the page the server drew is complete and readable on its own.
          // A page of its own, so the held scripts' failures are not counted as the app's errors.
          const held = await context.newPage();
          await held.route("**/assets/*.js", (route) => route.abort());
          await held.goto(path);
          await expect(held.getByRole("heading", { level: 1 })).toBeVisible();
          const drawn = await held.getByRole("heading", { level: 1 }).textContent();
          await held.close();
          // With its scripts: the same page, taken over by the app without a redraw or an error.
          await page.goto(path);
          await hydrated(page);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(drawn ?? "");
          await page.waitForLoadState("networkidle");
          expect(errors, `${path} at ${viewport.width} px`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  test("on the login page, a form sent before the app runs never leaves the password in the address", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/platform/login");
      await expect(page.getByRole("heading", { name: "Staff Access Portal" })).toBeVisible();
      await page.getByLabel("Email").fill("someone@meridian.test");
      await page.getByLabel("Password").fill("a-secret-password");
      await page.getByLabel("Password").press("Enter");
      await expect(page.getByLabel("Password")).toHaveValue("a-secret-password");
      expect(page.url()).not.toContain("a-secret-password");
    } finally {
      await context.close();
    }
  });

  test("what is typed before the app runs is kept, and sent once it does", async ({ browser, createUser }) => {
    const user = await createUser();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = recordErrors(page);
    try {
      // The framework's file held back until the fields have been typed into.
      const release = await holdTheApp(page);
      // The held file keeps the load event from firing: the page is read as soon as it arrives.
      await page.goto("/platform/login", { waitUntil: "commit" });
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await expect(page.locator("html")).toHaveAttribute(AWAITING_APP_ATTRIBUTE, "");
      release();
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/platform\/dashboard$/);
      await expect(page.getByRole("heading", { name: `Welcome, ${user.name}` })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a sort order chosen from the keyboard before the app runs is applied once it does", async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    const page = await context.newPage();
    try {
      const release = await holdTheApp(page);
      await page.goto("/platform/projects", { waitUntil: "commit" });
      await page.getByLabel("Sort by").selectOption("title");
      await expect(page.locator("html")).toHaveAttribute(AWAITING_APP_ATTRIBUTE, "");
      release();
      await expect(page).toHaveURL(/[?&]sort=title/);
      await expect(page.getByLabel("Sort by")).toHaveValue("title");
    } finally {
      await context.close();
    }
  });
});
