import type { Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { createProject, localDay, uniqueTitle } from "./projects-support";
import { expect as baseExpect, test } from "./support/fixtures";

// Seeds through the API and loads five pages; a shared, loaded machine needs the room.
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

test("a project shows the same deadline badge on the list, the board, the dashboard and its detail page; a Completed one is never Overdue", async ({
  adminPage,
}) => {
  const page = adminPage;
  const cases = [
    { title: uniqueTitle("Due in twelve days"), deadline: localDay(12), stage: "Editing", badge: "Due Soon" },
    { title: uniqueTitle("Past its deadline"), deadline: localDay(-3650), stage: "Writing", badge: "Overdue" },
    { title: uniqueTitle("Finished late"), deadline: localDay(-3), stage: "Completed", badge: null },
    { title: uniqueTitle("Due next season"), deadline: localDay(90), stage: "Editing", badge: null },
  ];
  const projects = await Promise.all(
    cases.map(async (item) => {
      const project = await createProject(page, { title: item.title, deadline: item.deadline });
      await moveTo(page, project.id, item.stage);
      return project;
    }),
  );

  await page.goto("/platform/projects");
  for (const item of cases) {
    const card = page.getByTestId("project-card").filter({ hasText: item.title });
    expect(await badgeIn(card), `list: ${item.title}`).toBe(item.badge);
  }
  // The deadline rule: a Completed project past its deadline says Completed, and neither Overdue nor Due Soon.
  const finishedCard = page.getByTestId("project-card").filter({ hasText: cases[2].title });
  await expect(finishedCard.getByText("Completed", { exact: true })).toBeVisible();
  await expect(finishedCard.getByText("Overdue", { exact: true })).toHaveCount(0);
  await expect(finishedCard.getByText("Due Soon", { exact: true })).toHaveCount(0);
  await expect(
    page.getByTestId("project-card").filter({ hasText: cases[1].title }).getByText("Overdue", { exact: true }),
  ).toBeVisible();

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

  // The detail page follows the same rule.
  await page.goto(`/platform/projects/${projects[2].id}`);
  await expect(page.getByRole("heading", { name: cases[2].title })).toBeVisible();
  await expect(page.getByText("Overdue", { exact: true })).toHaveCount(0);
  await page.goto(`/platform/projects/${projects[1].id}`);
  await expect(page.getByText("Overdue", { exact: true })).toBeVisible();
});
