import type { Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { createProject, localDay, uniqueTitle } from "./projects-support";
import { expect as baseExpect, test } from "./support/fixtures";

// Seeds through the API and loads three pages; a shared, loaded machine needs the room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ORIGIN = { origin: E2E_BASE_URL };

async function moveTo(page: Page, projectId: string, stage: string) {
  const res = await page.context().request.post(`/api/projects/${projectId}/progress`, {
    data: { current_stage: stage, accomplishments: [`Moved to ${stage}`], date: localDay() },
    headers: ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** What the shared deadline badge says inside `scope`: its label, or null when none is shown. */
async function badgeIn(scope: Locator): Promise<string | null> {
  await expect(scope).toBeVisible();
  const badge = scope.locator("[data-deadline]");
  if ((await badge.count()) === 0) return null;
  return (await badge.textContent())?.trim() ?? "";
}

test("a project shows the same deadline badge on the list, the board and the dashboard", async ({ adminPage }) => {
  const page = adminPage;
  const cases = [
    { title: uniqueTitle("Due in twelve days"), deadline: localDay(12), stage: "Editing", badge: "Due Soon" },
    { title: uniqueTitle("Past its deadline"), deadline: localDay(-3650), stage: "Writing", badge: "Overdue" },
    { title: uniqueTitle("Finished late"), deadline: localDay(-3), stage: "Completed", badge: null },
    { title: uniqueTitle("Due next season"), deadline: localDay(90), stage: "Editing", badge: null },
  ];
  for (const item of cases) {
    const project = await createProject(page, { title: item.title, deadline: item.deadline });
    await moveTo(page, project.id, item.stage);
  }

  await page.goto("/platform/projects");
  for (const item of cases) {
    const card = page.getByTestId("project-card").filter({ hasText: item.title });
    expect(await badgeIn(card), `list: ${item.title}`).toBe(item.badge);
  }

  await page.goto("/platform/board");
  for (const item of cases) {
    const card = page.getByTestId("board-card").filter({ hasText: item.title });
    expect(await badgeIn(card), `board: ${item.title}`).toBe(item.badge);
  }

  await page.goto("/platform/dashboard");
  const overview = page.getByRole("list", { name: "Recently updated projects" });
  for (const item of cases) {
    const row = overview.getByRole("listitem").filter({ hasText: item.title });
    expect(await badgeIn(row), `dashboard: ${item.title}`).toBe(item.badge);
  }
  // The Projects Due card counts the overdue project too, and names it.
  await expect(page.getByText(/Next 30 days, \d+ overdue: /)).toContainText(cases[1].title);
});
