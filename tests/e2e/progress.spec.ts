import fs from "node:fs";
import { format } from "date-fns";
import { createProject, expectNoAxeViolations, localDay, uniqueTitle } from "./projects-support";
import { expect, test } from "./support/fixtures";

test.describe("Progress updates", () => {
  test("Export Report warns when there is nothing; Update Status shows the validation messages, records an update that moves the stage, and the report downloads with the stage, entry and totals", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page, { title: uniqueTitle("Progress Book") });
    await page.goto(`/platform/projects/${project.id}`);
    // The first paint of a freshly built app can be slow on a busy machine.
    const firstPaint = { timeout: 30_000 };
    await expect(page.getByText("No progress updates yet.")).toBeVisible(firstPaint);
    await expect(page.getByText("0 contributor(s)")).toBeVisible();
    await expect(page.getByText("All Team Updates")).toBeVisible();

    // Export Report with nothing recorded warns instead of downloading.
    // Chromium holds back an alert from a tab that is not in front (another test's page may be).
    await page.bringToFront();
    // The alert is dismissed from inside the handler: the click that opened it does not return
    // while it is open, so dismissing after awaiting the click would wait on itself.
    const alerted = new Promise<string>((resolve) => {
      page.once("dialog", (alert) => {
        resolve(alert.message());
        void alert.dismiss();
      });
    });
    await page.getByRole("button", { name: "Export Report" }).click();
    expect(await alerted).toBe("No progress data available to export.");

    await page.getByRole("button", { name: "Update Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await expect(dialog.getByLabel("Current Stage")).toHaveValue("Book Started");
    await expect(dialog.getByLabel("Date")).toHaveValue(localDay());

    // An empty accomplishment, an empty challenge, hours out of range, no stage.
    await dialog.getByLabel("Current Stage").selectOption("");
    await dialog.getByRole("button", { name: "Add challenge" }).click();
    await dialog.getByLabel("Hours Worked").fill("25");
    await dialog.getByRole("button", { name: "Update Status" }).click();
    await expect(dialog.getByText("Current stage is required")).toBeVisible();
    await expect(dialog.getByText("Accomplishment cannot be empty")).toBeVisible();
    await expect(dialog.getByText("Challenge cannot be empty")).toBeVisible();
    await expect(dialog.getByText("Hours worked cannot be more than 24")).toBeVisible();
    // The refused submit takes the keyboard to the first field it names.
    await expect(dialog.getByLabel("Current Stage")).toBeFocused();
    // The one accomplishment box cannot be removed.
    await expect(dialog.getByRole("button", { name: "Remove accomplishment 1" })).toHaveCount(0);

    await dialog.getByLabel("Current Stage").selectOption("Editing");
    await dialog.getByLabel("Accomplishment 1", { exact: true }).fill("Edited chapter one");
    await dialog.getByRole("button", { name: "Add accomplishment" }).click();
    await dialog.getByLabel("Accomplishment 2", { exact: true }).fill("Queried the author");
    await dialog.getByLabel("Challenge 1", { exact: true }).fill("Slow replies");
    await dialog.getByLabel("Hours Worked").fill("3.25");
    await dialog.getByLabel("Help Required").fill("A second reader");
    await expectNoAxeViolations(page, "Update Status dialog");
    await dialog.getByRole("button", { name: "Update Status" }).click();

    await expect(page.getByText("Status Updated")).toBeVisible();
    await expect(page.getByText("Project status and progress have been updated successfully.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const entry = page.getByTestId("progress-entry").first();
    await expect(entry).toContainText(format(new Date(), "MMM dd, yyyy"));
    await expect(entry).toContainText("3.25 hours");
    await expect(entry).toContainText("Editing");
    await expect(entry).toContainText("• Edited chapter one");
    await expect(entry).toContainText("• Queried the author");
    await expect(entry).toContainText("• Slow replies");
    await expect(entry).toContainText("A second reader");
    await expect(page.getByText("1 contributor(s)")).toBeVisible();
    // The summary card and the progress panel follow the new stage.
    await expect(page.getByRole("definition").filter({ hasText: "29%" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Editing" })).toBeVisible();
    await expect(page.getByTestId("forecast")).toBeVisible();
    const hoursPerStage = page.getByRole("table", { name: "Hours per stage" });
    await expect(hoursPerStage).toContainText("3.25 hours");
    // Only the stages the project has spent time in, not a row of zeros for each of the eight.
    await expect(hoursPerStage.getByRole("rowheader", { name: "Editing" })).toBeVisible();
    await expect(hoursPerStage.getByRole("rowheader", { name: "Typesetting" })).toHaveCount(0);

    // Export Report now downloads the report with the stage, the entry and the totals. From the
    // keyboard the button keeps the focus while it works (a disabled one had dropped it to the
    // page's start), and a toast, a live region, says it is done.
    const download = page.waitForEvent("download");
    const exportReport = page.getByRole("button", { name: "Export Report" });
    await exportReport.focus();
    await page.keyboard.press("Enter");
    const file = await download;
    await expect(exportReport).toBeFocused();
    await expect(page.getByText("Report exported")).toBeVisible();
    expect(file.suggestedFilename()).toBe(`project-progress-report-${localDay()}.txt`);
    const text = fs.readFileSync(await file.path(), "utf8");
    expect(text).toContain(`Project ID: ${project.id}`);
    expect(text).toContain("Current Stage: Editing");
    expect(text).toContain("Total Entries: 1");
    expect(text).toContain("Total Hours: 3.25");
    expect(text).toContain("Contributors: 1");
    expect(text).toContain("• Edited chapter one");
    expect(text).toContain("• Queried the author");

    // Until the report's export is recorded, the buttons are busy and ignore a press.
    await expect(exportReport).not.toHaveAttribute("aria-disabled");
    const csv = page.waitForEvent("download");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
    await expect(page.getByText("CSV exported")).toBeVisible();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeFocused();

    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page.getByRole("tabpanel").getByText(/exported the progress report/)).toBeVisible();
  });

  test("an update whose answer is lost on the way back is sent again safely and recorded once", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page, { title: uniqueTitle("Train Book") });
    await page.goto(`/platform/projects/${project.id}`);
    await expect(page.getByText("No progress updates yet.")).toBeVisible();

    // The server receives and records the first update; its answer never reaches the page, as on
    // a connection that drops while the phone waits. Later requests pass untouched.
    const progressUrl = `**/api/projects/${project.id}/progress`;
    let lost = false;
    await page.route(progressUrl, async (route) => {
      if (route.request().method() !== "POST" || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });

    await page.getByRole("button", { name: "Update Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await dialog.getByLabel("Current Stage").selectOption("Writing");
    await dialog.getByLabel("Accomplishment 1", { exact: true }).fill("Wrote on the train");
    await dialog.getByLabel("Hours Worked").fill("1.5");
    await dialog.getByRole("button", { name: "Update Status" }).click();
    await expect(
      page.getByText(
        "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.",
      ),
    ).toBeVisible();
    // Nothing typed is lost, and sending it again finishes the same update.
    await expect(dialog.getByLabel("Accomplishment 1", { exact: true })).toHaveValue("Wrote on the train");
    await dialog.getByRole("button", { name: "Update Status" }).click();
    await expect(page.getByText("Status Updated")).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId("progress-entry")).toHaveCount(1);
    const history = await page.request.get(`/api/projects/${project.id}/progress`);
    const { summary } = (await history.json()) as { summary: { entry_count: number; total_hours: number } };
    expect(summary).toMatchObject({ entry_count: 1, total_hours: 1.5 });
  });

  test("Back with an update typed in Update Status asks before discarding it", async ({ adminPage: page }) => {
    const project = await createProject(page, { title: uniqueTitle("Draft Book") });
    await page.goto("/platform/projects");
    await page.getByRole("link", { name: project.title }).first().click();
    await expect(page.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Update Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await dialog.getByLabel("Accomplishment 1", { exact: true }).fill("Half a chapter");

    const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await page.evaluate(() => history.back());
    await ask.getByRole("button", { name: "Stay on Page" }).click();
    await expect(ask).toHaveCount(0);
    await expect(dialog.getByLabel("Accomplishment 1", { exact: true })).toHaveValue("Half a chapter");
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));

    await page.evaluate(() => history.back());
    await ask.getByRole("button", { name: "Leave Page" }).click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
  });

  test("a board move by keyboard opens Update Status at the target stage and records the update", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page, { title: uniqueTitle("Board Book") });
    await page.goto("/platform/board");
    await expect(page.getByRole("heading", { name: "Pipeline Board", level: 1 })).toBeVisible({ timeout: 30_000 });
    const started = page.locator('[data-testid="board-column"][data-stage="Book Started"]');
    const card = started.getByTestId("board-card").filter({ hasText: project.title });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, "pipeline board");

    // The Move menu from the keyboard: arrows reach a stage without moving anything on the way.
    const move = card.getByRole("button", { name: `Move ${project.title} to stage` });
    const chooseIllustration = async () => {
      await move.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Writing" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Editing" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Illustration" })).toBeFocused();
      await page.keyboard.press("Enter");
    };
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await chooseIllustration();
    await expect(dialog.getByLabel("Current Stage")).toHaveValue("Illustration");
    // Set aside, the dialog hands focus back to the card's Move button, and the card stays put.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(move).toBeFocused();
    await expect(card).toBeVisible();

    await chooseIllustration();
    await expect(dialog.getByLabel("Current Stage")).toHaveValue("Illustration");
    await dialog.getByLabel("Accomplishment 1", { exact: true }).fill("Moved on to the plates");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Status Updated")).toBeVisible();

    const illustration = page.locator('[data-testid="board-column"][data-stage="Illustration"]');
    const movedCard = illustration.getByTestId("board-card").filter({ hasText: project.title });
    await expect(movedCard).toBeVisible();
    await expect(card).toHaveCount(0);
    // The keyboard goes on from the moved card, in its new column, not from the start of the page.
    await expect(movedCard.getByRole("button", { name: `Move ${project.title} to stage` })).toBeFocused();
    const history = await page.context().request.get(`/api/projects/${project.id}/progress`);
    const body = await history.json();
    expect(body.items[0]).toMatchObject({ current_stage: "Illustration", description: "• Moved on to the plates" });
  });
});
