import { createProject, localDay } from "./projects-support";
import { ADMIN_STATE } from "./support/accounts";
import { E2E_BASE_URL } from "./support/base-url";
import { expect as baseExpect, test } from "./support/fixtures";

// Seeds through the API and loads three pages; a shared, loaded machine needs the room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** "26 Nov 2026" or "05 Nov 2026", a British reader's short date; never the American "Nov 26, 2026". */
const BRITISH_DAY = /\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/;
const AMERICAN_DAY = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/;

test("a reader in the UK sees every date in their own order: details, history, comments and the activity log", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE, locale: "en-GB" });
  const page = await context.newPage();
  try {
    const project = await createProject(page, { deadline: "2030-03-05" });
    const comment = await page.context().request.post(`/api/projects/${project.id}/comments`, {
      data: { content: "Cover proofs look right." },
      headers: { origin: E2E_BASE_URL },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const update = await page.context().request.post(`/api/projects/${project.id}/progress`, {
      data: { current_stage: "Writing", accomplishments: ["Drafted chapter one"], date: localDay() },
      headers: { origin: E2E_BASE_URL },
    });
    expect(update.status(), await update.text()).toBe(201);

    await page.goto(`/platform/projects/${project.id}`);
    await expect(page.getByText("5 March 2030")).toBeVisible();
    // The Workflow tab's progress history.
    await expect(page.getByRole("tabpanel")).toContainText("Drafted chapter one");
    await expect(page.getByRole("tabpanel")).toContainText(BRITISH_DAY);
    await expect(page.getByRole("tabpanel")).not.toContainText(AMERICAN_DAY);

    await page.getByRole("tab", { name: "Comments" }).click();
    const posted = page.getByRole("tabpanel").getByText(/ at \d{2}:\d{2}$/);
    await expect(posted).toHaveText(new RegExp(`^${BRITISH_DAY.source} at \\d{2}:\\d{2}$`));

    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("posted a progress update for");
    await expect(page.getByRole("tabpanel")).toContainText(BRITISH_DAY);
    await expect(page.getByRole("tabpanel")).not.toContainText(AMERICAN_DAY);

    await page.goto(`/platform/activity?project=${project.id}`);
    const log = page.getByRole("main");
    await expect(log).toContainText("posted a progress update for");
    await expect(log).toContainText(BRITISH_DAY);
    await expect(log).not.toContainText(AMERICAN_DAY);
  } finally {
    await context.close();
  }
});
