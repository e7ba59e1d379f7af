import type { Page } from "@playwright/test";
import { createProject, expectNoAxeViolations } from "./projects-support";
import { expect, test } from "./support/fixtures";
import { pathFor, platformPages } from "./support/platform-pages";

// Each page is loaded once at the desktop width and then narrowed to the phone width, as a
// window is resized: both layouts are checked without paying for a second page load.
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The page has rendered (a heading, not the loading fallback) and has its data (no skeleton left). */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The document is no wider than the window: nothing makes the whole page scroll sideways.
 * Polled, because after a resize the charts and transitions take a moment to follow the new width.
 */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${label} overflows sideways (by this many pixels)`,
    })
    .toBeLessThanOrEqual(0);
}

async function checkEveryPage(page: Page, projectId: string) {
  for (const { pattern } of platformPages()) {
    const url = pathFor(pattern, { id: projectId });
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(url);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settle(page);
      const label = `${url} at ${viewport.width}px`;
      await expect.poll(() => page.evaluate(() => window.innerWidth), label).toBe(viewport.width);
      await expectNoHorizontalOverflow(page, label);
      await expectNoAxeViolations(page, label);
    }
  }
}

// Every page of the route table, so a page added there is checked without a change here.
test.describe("every platform page at 1280px and 375px", () => {
  test.describe.configure({ mode: "parallel" });

  test("as Admin: no sideways overflow and no axe violations", async ({ adminPage: page }) => {
    test.setTimeout(240_000);
    const project = await createProject(page, { deadline: null });
    await checkEveryPage(page, project.id);
  });

  test("as a Writer: no sideways overflow and no axe violations", async ({ page, createUser, signIn }) => {
    test.setTimeout(240_000);
    const writer = await createUser({ role: "Writer" });
    await signIn(page, writer);
    const project = await createProject(page);
    await checkEveryPage(page, project.id);
  });
});
