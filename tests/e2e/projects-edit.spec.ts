import { format } from "date-fns";
import { addStage, createProject, expectNoAxeViolations, getProject, localDay, uniqueTitle } from "./projects-support";
import { expect, test } from "./support/fixtures";

const EDIT_MESSAGES = [
  "Title must be at least 2 characters",
  "Summary must be at least 10 characters",
  "Subject must be at least 2 characters",
  "Please specify the level",
  "Author name must be at least 2 characters",
  "Genre must be at least 2 characters",
  "Please add at least one objective",
  "Stage name is required",
];

test.describe("Edit Project", () => {
  test("shows the server's message when an update fails, then every validation message, sending nothing", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page, { title: uniqueTitle("Invalid Edit") });
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "conflict", message: "Someone else changed this project" } }),
          })
        : route.fallback(),
    );
    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit Project", level: 1 })).toBeVisible();
    await expect(page.getByText(`Edit details for ${project.title}`)).toBeVisible();
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(page.getByText("Someone else changed this project")).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);

    // From here on, nothing may be sent.
    let written = false;
    page.on("request", (req) => {
      if (["PUT", "POST"].includes(req.method()) && req.url().includes(`/api/projects/${project.id}`)) written = true;
    });

    for (const label of ["Book Title", "Author", "Genre", "Summary", "Subject", "Level"]) {
      await page.getByLabel(label, { exact: true }).fill("");
    }
    await page.getByRole("button", { name: "Remove objective 1" }).click();
    await page.getByRole("button", { name: "Add Stage" }).click();
    await page.getByLabel("Stage Name").fill("");
    // A stage cannot be saved on its own without a name.
    await page.getByRole("button", { name: "Save stage 1" }).click();
    await expect(page.getByText("Please provide a stage name before saving.")).toBeVisible();

    await page.getByRole("button", { name: "Update Project" }).click();
    for (const message of EDIT_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByText("Author must be at least 2 characters", { exact: true })).toHaveCount(0);
    expect(written).toBe(false);

    // Leaving with the edits still unsaved asks first.
    await page.getByRole("link", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: "Leave Page" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
  });

  test("adds, saves and deletes stages, then updates the project", async ({ adminPage: page, createUser }) => {
    // A long walk through every stage action.
    test.slow();
    const editor = await createUser({ role: "Editor", name: uniqueTitle("Edna Editor") });
    const project = await createProject(page, { title: uniqueTitle("Staged Book") });
    const existing = await addStage(page, project.id, { stage_name: "Outline", status: "Completed" });
    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByRole("heading", { name: "Project Stages" })).toBeVisible();
    const rows = page.getByTestId("stage-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByLabel("Stage Name")).toHaveValue("Outline");
    await expect(rows.first().getByText("Unsaved")).toHaveCount(0);

    // A new stage is 'Stage {n}', unassigned, Not Started, with an empty comment, and unsaved.
    await page.getByRole("button", { name: "Add Stage" }).click();
    const added = rows.nth(1);
    await expect(added.getByLabel("Stage Name")).toHaveValue("Stage 2");
    await expect(added.getByLabel("Assignee")).toHaveValue("");
    await expect(added.getByLabel("Status")).toHaveValue("Not Started");
    await expect(added.getByLabel("Comment")).toHaveValue("");
    await expect(added.getByText("Unsaved")).toBeVisible();
    await expect(
      added.getByText("This stage is not saved yet. Save the stage first to upload or share files."),
    ).toBeVisible();

    await added.getByLabel("Stage Name").fill("Copy edit");
    await added.getByLabel("Assignee").selectOption({ label: editor.name });
    await added.getByLabel("Status").selectOption("In Progress");
    await added.getByLabel("Comment").fill("Second pass");
    await added.getByRole("button", { name: "Save Copy edit" }).click();
    await expect(page.getByText("Stage Created")).toBeVisible();
    await expect(added.getByText("Unsaved")).toHaveCount(0);
    await expect(added.getByText(/not saved yet/)).toHaveCount(0);

    await added.getByLabel("Status").selectOption("On Hold");
    await added.getByRole("button", { name: "Save Copy edit" }).click();
    await expect(page.getByText("Stage Updated")).toBeVisible();

    // An unsaved stage is simply removed, without a dialog.
    await page.getByRole("button", { name: "Add Stage" }).click();
    await expect(rows).toHaveCount(3);
    await rows.nth(2).getByRole("button", { name: "Delete Stage 3" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByText("Stage Removed")).toBeVisible();
    await expect(rows).toHaveCount(2);

    // A saved stage asks first.
    await rows.first().getByRole("button", { name: "Delete Outline" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(
      dialog.getByText(
        "This action will permanently delete this stage and all associated files. This action cannot be undone.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(rows).toHaveCount(2);
    await rows.first().getByRole("button", { name: "Delete Outline" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Stage Deleted")).toBeVisible();
    await expect(rows).toHaveCount(1);

    // 'Update Project' saves the fields and inserts the still-unsaved stage in one go.
    await page.getByRole("button", { name: "Add Stage" }).click();
    await rows.nth(1).getByLabel("Stage Name").fill("Print run");
    const newTitle = uniqueTitle("Renamed Book");
    const deadline = localDay(90);
    await page.getByLabel("Book Title").fill(newTitle);
    await page.getByLabel("Deadline").fill(deadline);
    await page.getByLabel("New objective").fill("Ship to schools");
    await page.getByLabel("New objective").press("Enter");
    await expectNoAxeViolations(page, "edit project with stages");
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(page.getByText("Project Updated")).toBeVisible();
    await expect(page.getByText("Your project has been updated successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
    await expect(page.getByRole("heading", { name: newTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(format(new Date(`${deadline}T00:00:00`), "MMMM d, yyyy"))).toBeVisible();
    await expect(page.getByText("Ship to schools")).toBeVisible();

    const saved = await (await getProject(page, project.id)).json();
    expect(saved.stages.map((s: { stage_name: string }) => s.stage_name)).toEqual(["Copy edit", "Print run"]);
    expect(saved.stages[0]).toMatchObject({ assigned_user_id: editor.id, status: "On Hold", comment: "Second pass" });
    expect(saved.stages.some((s: { id: string }) => s.id === existing.id)).toBe(false);
  });
});
