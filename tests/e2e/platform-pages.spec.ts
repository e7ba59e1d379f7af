import type { BrowserContext, Page } from "@playwright/test";
import { createProject, expectNoAxeViolations, uniqueTitle } from "./projects-support";
import { ADMIN_STATE } from "./support/accounts";
import { test as base, expect, waitingForApp } from "./support/fixtures";
import { pathFor, platformPages } from "./support/platform-pages";

type SignedInRole = "Admin" | "Writer";

/**
 * One browser context per role and worker, and a new page in it per test. These tests only look
 * (each makes its own project through the API), so they can share a context: a page then starts
 * with the app's scripts in the context's cache, as a returning visitor's does, instead of
 * fetching and compiling them again for every page.
 */
const test = base.extend<Record<never, never>, { roleContext: (role: SignedInRole) => Promise<BrowserContext> }>({
  roleContext: [
    async ({ browser, roleSessions }, use) => {
      const contexts = new Map<SignedInRole, Promise<BrowserContext>>();
      const open = async (role: SignedInRole) =>
        browser.newContext({ storageState: role === "Admin" ? ADMIN_STATE : (await roleSessions(role)).storageState });
      await use((role) => {
        let context = contexts.get(role);
        if (!context) {
          context = open(role);
          contexts.set(role, context);
        }
        return context;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: "worker" },
  ],
});

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

/**
 * Writer pages not swept, as they repeat a page that is: the account page has nothing that
 * depends on the role, and a Writer sees the Admin-only pages as the same no-access page, which
 * is swept on /platform/users (a test below checks that each still shows it).
 */
const WRITER_SAME_AS_ADMIN = ["/platform/account"];
/** One word wider than a 375px window in any font the platform uses. */
const LONG_WORD = "Unbreakable".repeat(8);

const WRITER_NO_ACCESS = ["/platform/analytics", "/platform/enquiries", "/platform/settings", "/platform/activity"];

// Every page of the route table, so a page added there is checked without a change here. One test
// per page and role, so the pages spread over the workers and a failure names its page.
test.describe("every platform page at 1280px and 375px", () => {
  test.describe.configure({ mode: "parallel" });

  /**
   * The viewer gets a project of their own, so lists and the board have a card, and a page about
   * one project has its project. Its title and summary hold a word longer than a phone is wide (a
   * pasted link, say), which must wrap wherever it is shown rather than widen the page.
   */
  async function checkShellPage(context: BrowserContext, pattern: string) {
    const page = waitingForApp(await context.newPage());
    try {
      const project = await createProject(page, {
        title: `${uniqueTitle("Project")} ${LONG_WORD}`,
        summary: `Notes at https://example.org/${LONG_WORD}`,
        deadline: null,
      });
      await checkPage(page, pathFor(pattern, { id: project.id }));
    } finally {
      await page.close();
    }
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

    test(`${pattern} as Admin: no sideways overflow and no axe violations`, async ({ roleContext }) => {
      await checkShellPage(await roleContext("Admin"), pattern);
    });

    if (WRITER_SAME_AS_ADMIN.includes(pattern) || WRITER_NO_ACCESS.includes(pattern)) continue;
    test(`${pattern} as a Writer: no sideways overflow and no axe violations`, async ({ roleContext }) => {
      await checkShellPage(await roleContext("Writer"), pattern);
    });
  }

  // The assumption behind the Writer pages left out above: each still shows a Writer the no-access page.
  test("the Admin-only pages show a Writer the no-access page", async ({ roleContext }) => {
    const page = waitingForApp(await (await roleContext("Writer")).newPage());
    try {
      for (const pattern of WRITER_NO_ACCESS) {
        await page.goto(pattern);
        await expect(page.getByText("You don't have permission to view this page."), pattern).toBeVisible();
      }
    } finally {
      await page.close();
    }
  });
});
