import type { Page } from "@playwright/test";
import { createProject, expectNoAxeViolations } from "./projects-support";
import { expect, test } from "./support/fixtures";
import { pathFor, platformPages } from "./support/platform-pages";

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The page has rendered (a heading, not the loading fallback) and has its data (no skeleton left). */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 20_000 });
}

/** The document is no wider than the window: nothing makes the whole page scroll sideways. */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} overflows sideways`).toBeLessThanOrEqual(clientWidth);
}

// Every page of the route table, so a page added there is checked without a change here.
for (const viewport of VIEWPORTS) {
  test.describe(`every platform page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("as Admin: no sideways overflow and no axe violations", async ({ adminPage: page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const project = await createProject(page, { deadline: null });
      for (const { pattern } of platformPages()) {
        const url = pathFor(pattern, { id: project.id });
        await page.goto(url);
        await settle(page);
        await expectNoHorizontalOverflow(page, `${url} at ${viewport.width}px`);
        await expectNoAxeViolations(page, `${url} at ${viewport.width}px`);
      }
    });

    test("as a Writer: no sideways overflow and no axe violations", async ({ page, createUser, signIn }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const writer = await createUser({ role: "Writer" });
      await signIn(page, writer);
      const project = await createProject(page);
      for (const { pattern } of platformPages()) {
        const url = pathFor(pattern, { id: project.id });
        await page.goto(url);
        await settle(page);
        await expectNoHorizontalOverflow(page, `${url} at ${viewport.width}px`);
        await expectNoAxeViolations(page, `${url} at ${viewport.width}px`);
      }
    });
  });
}
