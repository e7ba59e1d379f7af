import { addStage, createProject } from "./projects-support";
import { expect, test } from "./support/fixtures";

/** User text is never rendered as HTML. */
test("a title with markup renders as text on the list, the detail and the edit page", async ({ adminPage: page }) => {
  const markup = "<img src=x onerror=alert(1)>";
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const project = await createProject(page, {
    title: markup,
    author: `<b>${markup}</b>`,
    summary: `<script>alert("summary")</script> ${markup}`,
    genre: "<i>Genre</i>",
    objectives: [markup],
  });
  await addStage(page, project.id, { stage_name: markup, status: "Not Started", comment: markup });
  const injected = page.locator('img[src="x"], script:text("alert"), b, i');

  await page.goto(`/platform/projects?q=${encodeURIComponent("<img src=x")}`);
  const card = page.getByTestId("project-card").filter({ has: page.locator(`a[href$="${project.id}"]`) });
  await expect(card.getByRole("link", { name: markup })).toBeVisible();
  await expect(card.getByText(`by <b>${markup}</b>`)).toBeVisible();
  await expect(card.getByTestId("genre-banner")).toHaveText("<i>Genre</i>");
  await expect(injected).toHaveCount(0);

  await card.getByRole("link", { name: markup }).click();
  await expect(page.getByRole("heading", { name: markup, level: 1 })).toBeVisible();
  await expect(page.getByText(`Book by <b>${markup}</b>`)).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText(markup, { exact: true }).first()).toBeVisible();
  await expect(injected).toHaveCount(0);

  await page.getByRole("link", { name: "Edit Project" }).click();
  await expect(page.getByText(`Edit details for ${markup}`)).toBeVisible();
  await expect(page.getByLabel("Book Title")).toHaveValue(markup);
  await expect(page.getByLabel("Stage Name")).toHaveValue(markup);
  await expect(injected).toHaveCount(0);

  expect(dialogs).toEqual([]);
});
