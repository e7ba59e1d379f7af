import type { Page } from "@playwright/test";
import { addStage, createProject, uniqueTitle } from "#tests/e2e/projects-support";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { expect, test } from "#tests/e2e/support/fixtures";
import { TINY_PDF } from "#tests/factories/files";

/**
 * A search typed into a list reaches the address once typing pauses. A user who types and at once
 * opens a result leaves before that pause ends: the list's late write must not pull them back.
 * The clock is paused so the pause ends exactly while the project's page is still on its way
 * (its code held back), which is when the write would cancel the user's navigation.
 */
async function openWhileSearchSettles(page: Page, search: () => Promise<void>, open: () => Promise<void>) {
  let releaseProjectPage = () => {};
  const projectPageHeld = new Promise<void>((resolve) => {
    releaseProjectPage = resolve;
  });
  let projectPageAsked = false;
  await page.route("**/assets/project-detail-*.js", async (route) => {
    projectPageAsked = true;
    await projectPageHeld;
    await route.fallback();
  });
  // A moment ahead of the page's own clock: it cannot be paused in its past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await search();
  await open();
  await expect.poll(() => projectPageAsked).toBe(true);
  // Typing has now paused for longer than any debounce.
  await page.clock.runFor(2_000);
  releaseProjectPage();
  await page.clock.resume();
}

test("typing a search and at once opening a file's project lands on the project", async ({ adminPage: page }) => {
  const title = uniqueTitle("Quick Reader");
  const project = await createProject(page, { title });
  const stage = await addStage(page, project.id, { stage_name: "Editing", status: "In Progress" });
  const upload = await page.context().request.post(`/api/projects/${project.id}/stages/${stage.id}/files`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: "quick-notes.pdf", mimeType: "application/pdf", buffer: TINY_PDF } },
  });
  expect(upload.status()).toBe(201);
  await page.clock.install();
  await page.goto("/platform/files");
  // Newest first: the file is listed before the search has narrowed anything.
  const link = page.getByTestId("repository-file").first().getByRole("link", { name: title, exact: true });
  await expect(link).toBeVisible();

  await openWhileSearchSettles(
    page,
    () => page.getByRole("searchbox", { name: "Search files" }).fill("quick-notes"),
    () => link.click(),
  );
  await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("typing a search and at once opening a project from the list lands on the project", async ({
  adminPage: page,
}) => {
  const title = uniqueTitle("Quick Lister");
  const project = await createProject(page, { title });
  await page.clock.install();
  await page.goto("/platform/projects?sort=updated");
  const link = page.getByTestId("project-card").filter({ hasText: title }).getByRole("link", { name: title });
  await expect(link).toBeVisible();

  await openWhileSearchSettles(
    page,
    () => page.getByRole("searchbox", { name: "Search projects" }).fill("Quick"),
    () => link.click(),
  );
  await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});
