import type { Locator, Page } from "@playwright/test";
import { createProject, uniqueTitle } from "./projects-support";
import { expect as baseExpect, test } from "./support/fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A signed-in page draws from the data its document brought: no "who is signed in?" and no
 * page query goes to the network before the page shows its data. The live stream opens from the
 * document's mark. Reads made later (a tab opened, a search typed) still go to the network.
 */
function recordApiReads(page: Page) {
  const reads: string[] = [];
  const streams: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/") || request.method() !== "GET") return;
    if (url.pathname === "/api/events") streams.push(url.search);
    // Images (a cover) are not data reads.
    else if (request.resourceType() !== "image") reads.push(`${url.pathname}${url.search}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { reads, streams, errors };
}

/**
 * A Writer of this test alone: no other test's change reaches their live stream, which would
 * rightly refresh what it concerns and show up here as a read.
 */
test.describe("a signed-in page's first data comes with its document", () => {
  let projectId: string;
  let title: string;

  test.beforeEach(async ({ page, createUser, signIn }) => {
    await signIn(page, await createUser({ role: "Writer" }));
    title = uniqueTitle("First data");
    projectId = (await createProject(page, { title })).id;
    // A page opened first: the new project's own live event has gone by before the page under test reads.
    await page.goto("/platform/account");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  // What each page shows only once its data is there.
  const pages: { name: string; path: () => string; drawn: (page: Page) => Locator }[] = [
    { name: "dashboard", path: () => "/platform/dashboard", drawn: (page) => page.getByText(/\d+ projects? by stage/) },
    { name: "projects", path: () => "/platform/projects", drawn: (page) => page.getByText(title).first() },
    {
      name: "project detail",
      path: () => `/platform/projects/${projectId}`,
      drawn: (page) => page.getByRole("heading", { name: title, level: 1 }),
    },
    {
      name: "files",
      path: () => "/platform/files",
      drawn: (page) => page.getByText("No Files Found").or(page.getByRole("button", { name: /Download/ }).first()),
    },
  ];

  // One visitor for every page (the setup above is most of a test's time); each page is opened in
  // a tab of its own, so what one page asks is never counted as another's.
  test("each page draws its data without asking the API, and its stream opens from the document's mark", async ({
    page,
  }) => {
    for (const { name, path, drawn } of pages) {
      const tab = await page.context().newPage();
      const seen = recordApiReads(tab);
      await tab.goto(path());
      await expect(drawn(tab).first(), name).toBeVisible();
      expect(seen.reads, `${name}: API reads before the page drew its data`).toEqual([]);
      await expect.poll(() => seen.streams[0], name).toMatch(/^\?since=[0-9a-f]{12}\.\d+$/);
      expect(seen.errors, name).toEqual([]);
      await tab.close();
    }
  });

  test("a page opened later in the same visit asks the network for its data", async ({ page }) => {
    const seen = recordApiReads(page);
    await page.goto("/platform/dashboard");
    await expect(page.getByText(/\d+ projects? by stage/)).toBeVisible();
    await page.getByRole("link", { name: "Projects", exact: true }).first().click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
    // The list's card (the dashboard names the project too, in another form).
    await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    expect(seen.reads.some((read) => /^\/api\/projects(\?|$)/.test(read))).toBe(true);
  });
});
