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
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
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

async function checkPage(page: Page, url: string) {
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

// Every page of the route table, so a page added there is checked without a change here. One test
// per page and role, so the pages spread over the workers and a failure names its page.
test.describe("every platform page at 1280px and 375px", () => {
  test.describe.configure({ mode: "parallel" });

  /** The viewer gets a project of their own, so lists and the board have a card, and a page about one project has its project. */
  async function checkShellPage(page: Page, pattern: string) {
    const project = await createProject(page, { deadline: null });
    await checkPage(page, pathFor(pattern, { id: project.id }));
  }

  for (const { pattern, inShell } of platformPages()) {
    if (!inShell) {
      test(`${pattern} signed out: no sideways overflow and no axe violations`, async ({ page }) => {
        await checkPage(page, pattern);
      });
      continue;
    }
    // The platform's index only sends the viewer on to the dashboard (routes.spec.ts checks that).
    if (pattern === "/platform") continue;

    test(`${pattern} as Admin: no sideways overflow and no axe violations`, async ({ adminPage: page }) => {
      await checkShellPage(page, pattern);
    });

    test(`${pattern} as a Writer: no sideways overflow and no axe violations`, async ({ pageAs }) => {
      const { page } = await pageAs("Writer");
      await checkShellPage(page, pattern);
    });
  }
});
