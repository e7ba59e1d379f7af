import type { Page } from "@playwright/test";
import { createProject, uniqueTitle } from "./projects-support";
import { setProjectStage } from "./support/e2e-db";
import { expect, test } from "./support/fixtures";

/**
 * Where the focused control lies: wholly in the window, below the sticky top bar, and inside the
 * box that clips it (a scrolling row), so a keyboard user can see it.
 */
function focusedInSight(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return "nothing focused";
    const box = focused.getBoundingClientRect();
    const bar =
      document.querySelector('[aria-label="Toggle sidebar"]')?.closest("header")?.getBoundingClientRect().bottom ?? 0;
    const clip = focused.closest("ul")?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
    // Within a pixel: a scroll lands on whole pixels, a button's edge on fractions of one.
    const inSight =
      box.top >= bar - 1 &&
      box.bottom <= window.innerHeight + 1 &&
      box.left >= clip.left - 1 &&
      box.right <= clip.right + 1;
    return inSight ? "in sight" : `${focused.textContent} at ${JSON.stringify(box)}, top bar ends ${bar}`;
  });
}

/** The element lies wholly inside the first screen. */
async function expectAboveTheFold(page: Page, name: string) {
  const box = await page.getByRole("button", { name }).boundingBox();
  const viewport = page.viewportSize();
  expect(box, name).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
}

test.describe("a project's detail", () => {
  test("posting today's progress is on the first screen at 1280 and 375 px, Delete quieter than Edit", async ({
    page,
    createUser,
    signIn,
  }) => {
    const writer = await createUser({ role: "Writer" });
    await signIn(page, writer);
    const project = await createProject(page, { title: uniqueTitle("Daily Book") });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/platform/projects/${project.id}`);
      await expect(page.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();
      await expectAboveTheFold(page, "Post Today's Progress");
    }
    const background = (name: string) =>
      page.getByRole("button", { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background("Delete Project")).toBe("rgba(0, 0, 0, 0)");

    await page.getByRole("button", { name: "Post Today's Progress" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await expect(dialog.getByLabel("Current Stage")).toHaveValue("Book Started");
    await page.keyboard.press("Escape");

    // A phone's way back to the list.
    await page.getByRole("link", { name: "Projects", exact: true }).first().click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
  });
});

test.describe("the project list", () => {
  test("sorts by title and by deadline, and keeps the order in the address", async ({ adminPage: page }) => {
    const token = uniqueTitle("Sortable").replace(/\s+/g, "-");
    const b = await createProject(page, { title: `b ${token}`, deadline: "2031-01-01" });
    const a = await createProject(page, { title: `A ${token}`, deadline: "2032-01-01" });
    const c = await createProject(page, { title: `c ${token}`, deadline: "2030-01-01" });
    await page.goto(`/platform/projects?q=${token}`);
    const titles = page.getByTestId("project-card").getByRole("heading");
    // The default: the newest change first.
    await expect(titles).toHaveText([c.title, a.title, b.title]);
    await page.getByLabel("Sort by").selectOption("title");
    await expect(titles).toHaveText([a.title, b.title, c.title]);
    await expect(page).toHaveURL(/sort=title/);
    await page.getByLabel("Sort by").selectOption("deadline");
    await expect(titles).toHaveText([c.title, b.title, a.title]);
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("deadline");
    await expect(titles).toHaveText([c.title, b.title, a.title]);
  });
});

test.describe("the pipeline board", () => {
  test("list cards show who has the book in full; board cards name them, and the board says more columns lie beyond", async ({
    adminPage: page,
    createUser,
  }) => {
    const [illustrator, editor] = await Promise.all([
      createUser({ role: "Illustrator", name: "Lerato Dube-Mokoena Nkosazana" }),
      createUser({ role: "Editor", name: "Edna Boardwalk" }),
    ]);
    const [illustrated, project] = await Promise.all([
      createProject(page, {
        title: uniqueTitle("Assignee Card"),
        assignments: [{ userId: illustrator.id, role: "Illustrator" }],
      }),
      createProject(page, {
        title: uniqueTitle("Board Assignee"),
        assignments: [{ userId: editor.id, role: "Editor" }],
      }),
    ]);
    await setProjectStage(illustrated.id, "Illustration", 43);
    await setProjectStage(project.id, "Editing", 29);

    // The project list's card names the assignee in full at both widths.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/platform/projects?q=${encodeURIComponent(illustrated.title)}`);
      const who = page.getByTestId("card-footer").getByText("Lerato Dube-Mokoena Nkosazana (Illustrator)");
      await expect(who).toBeVisible();
      const clipped = await who.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
      expect(clipped, `at ${width} px`).toBe(false);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/platform/board");
    const card = page.getByTestId("board-card").filter({ hasText: project.title });
    await expect(card.getByTestId("board-card-assignee")).toHaveText("With Edna Boardwalk (Editor)");

    const scroller = page.getByTestId("board-scroller");
    await expect(page.getByRole("button", { name: "Show earlier stages" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show later stages" }).click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Show earlier stages" })).toBeVisible();

    // The stage strip jumps straight to the last column.
    await page
      .getByRole("navigation", { name: "Board stages" })
      .getByRole("button", { name: /Completed/ })
      .click();
    await expect(page.locator('[data-testid="board-column"][data-stage="Completed"]')).toBeInViewport();

    // On a short phone screen the keyboard's jump moves the columns, not the page: the focused
    // stage button stays in sight below the top bar, and Tab brings the next one into the row's view.
    await page.setViewportSize({ width: 375, height: 420 });
    await page.goto("/platform/board");
    const strip = page.getByRole("navigation", { name: "Board stages" });
    await strip.getByRole("button", { name: /Editing/ }).focus();
    const pageScroll = () => page.evaluate(() => window.scrollY);
    const scrolledBefore = await pageScroll();
    await page.keyboard.press("Enter");
    const editing = page.locator('[data-testid="board-column"][data-stage="Editing"]');
    await expect(editing.getByRole("heading")).toBeInViewport({ ratio: 1 });
    await expect.poll(() => focusedInSight(page)).toBe("in sight");
    // Scrolling the page to a tall column had taken the strip up under the top bar.
    expect(await pageScroll()).toBe(scrolledBefore);
    await page.keyboard.press("Tab");
    await expect(strip.getByRole("button", { name: /Illustration/ })).toBeFocused();
    await expect.poll(() => focusedInSight(page)).toBe("in sight");
    // With the strip scrolled up under the top bar (a window short enough to scroll that far),
    // Shift+Tab scrolls the page to show it again: the browser had counted it as in view.
    await page.setViewportSize({ width: 375, height: 300 });
    const stripTop = await strip.evaluate((row) => {
      window.scrollBy({ top: row.getBoundingClientRect().top - 10, behavior: "instant" });
      return row.getBoundingClientRect().top;
    });
    expect(stripTop).toBeLessThan(20);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => focusedInSight(page)).toBe("in sight");
    // The "Show earlier stages" arrow sits beside the column jumped to, not over its heading or cards.
    const arrow = await page.getByRole("button", { name: "Show earlier stages" }).boundingBox();
    const heading = await editing.getByRole("heading").boundingBox();
    const title = await editing.getByTestId("board-card").first().getByRole("link").boundingBox();
    expect(heading?.x).toBeGreaterThanOrEqual((arrow?.x ?? 0) + (arrow?.width ?? 0));
    expect(title?.x).toBeGreaterThanOrEqual((arrow?.x ?? 0) + (arrow?.width ?? 0));
  });
});
