import { format } from "date-fns";
import { addStage, createProject, expectNoAxeViolations, getProject, localDay, uniqueTitle } from "./projects-support";
import { ADMIN, expect, test } from "./support/fixtures";

const longUs = (day: string) => format(new Date(`${day}T00:00:00`), "MMMM d, yyyy");

test.describe("Project detail", () => {
  test("shows the summary card and the Workflow, Files, Comments and Activity tabs", async ({ adminPage: page }) => {
    const deadline = localDay(45);
    const project = await createProject(page, {
      title: uniqueTitle("Detail Book"),
      author: "Iris Vale",
      genre: "Poetry",
      summary: "Poems about the sea, gathered over forty years.",
      deadline,
    });
    await addStage(page, project.id, { stage_name: "Drafting", status: "In Progress", comment: "Chapter one done" });

    await page.goto(`/platform/projects/${project.id}`);
    await expect(page.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();
    await expect(page.getByText("Book by Iris Vale")).toBeVisible();
    const summary = page.getByRole("definition");
    await expect(page.getByText("Poems about the sea, gathered over forty years.")).toBeVisible();
    await expect(summary.filter({ hasText: "Poetry" })).toBeVisible();
    await expect(summary.filter({ hasText: format(new Date(), "MMMM d, yyyy") })).toBeVisible();
    await expect(summary.filter({ hasText: longUs(deadline) })).toBeVisible();
    await expect(summary.filter({ hasText: "Book Started" })).toBeVisible();
    await expect(summary.filter({ hasText: "0%" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Project" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Project" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Project" })).toBeVisible();

    // Workflow is the default tab.
    await expect(page.getByRole("tab", { name: "Workflow" })).toHaveAttribute("aria-selected", "true");
    const workflow = page.getByRole("tabpanel");
    await expect(workflow.getByText("Drafting")).toBeVisible();
    await expect(workflow.getByText("In Progress")).toBeVisible();
    await expect(workflow.getByText("Chapter one done")).toBeVisible();

    await page.getByRole("tab", { name: "Files" }).click();
    await expect(page.getByRole("tabpanel").getByText("No files uploaded")).toBeVisible();
    // The empty state comes from the server's answer, and its 'Upload File' opens a real upload to a saved stage.
    await page.getByRole("tabpanel").getByRole("button", { name: "Upload File" }).click();
    const uploadDialog = page.getByRole("dialog", { name: "Upload File" });
    await expect(uploadDialog.getByLabel("Stage")).toHaveValue(/[0-9a-f-]{36}/);
    await expect(uploadDialog.getByLabel("Stage").locator("option")).toHaveText(["Drafting"]);
    await uploadDialog.getByLabel("File").setInputFiles({
      name: "outline.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await uploadDialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("File uploaded")).toBeVisible();
    await expect(page.getByTestId("project-file")).toContainText(["outline.pdf"]);
    await expect(page.getByTestId("project-file")).toContainText(["Drafting"]);

    await page.getByRole("tab", { name: "Comments" }).click();
    await expect(page.getByText("No comments yet")).toBeVisible();
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Comment cannot be empty")).toBeVisible();
    const markup = "<b>bold?</b> Looks good <script>alert(1)</script>";
    await page.getByLabel("Add a comment").fill(markup);
    await page.getByRole("button", { name: "Post Comment" }).click();
    const comment = page.getByTestId("comment");
    await expect(comment).toHaveCount(1);
    await expect(comment.getByText(markup)).toBeVisible();
    await expect(comment.getByText(ADMIN.name)).toBeVisible();
    await expect(comment.locator("b")).toHaveCount(0);
    await expect(page.getByLabel("Add a comment")).toHaveValue("");

    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { name: "Project History" })).toBeVisible();
    const entries = page.getByTestId("activity-entry");
    await expect(entries.first()).toContainText("Ada Admin commented: “");
    await expect(entries.last()).toContainText("registered the project");
    await expectNoAxeViolations(page, "project detail, Activity tab");
  });

  test("shows Edit and Delete only to those allowed", async ({ adminPage, page, createUser, signIn }) => {
    const member = await createUser({ role: "Editor", name: uniqueTitle("Mia Member") });
    const stageAssignee = await createUser({ role: "Illustrator", name: uniqueTitle("Sam Stage") });
    const project = await createProject(adminPage, {
      title: uniqueTitle("Gated Book"),
      assignments: [{ userId: member.id, role: "Editor" }],
    });
    await addStage(adminPage, project.id, {
      stage_name: "Pictures",
      status: "Not Started",
      assigned_user_id: stageAssignee.id,
    });

    // An assigned member may edit but not delete.
    await signIn(page, member);
    await page.goto(`/platform/projects/${project.id}`);
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Project" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Project" })).toHaveCount(0);

    // A stage assignee sees the project and may comment, but neither edit nor delete.
    await page.context().clearCookies();
    await signIn(page, stageAssignee);
    await page.goto(`/platform/projects/${project.id}`);
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Project" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete Project" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Comments" }).click();
    await expect(page.getByRole("button", { name: "Post Comment" })).toBeVisible();
    // Their edit page says so instead of offering a form the server would refuse.
    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByText("You don't have permission to edit this project.")).toBeVisible();
  });

  test("a random id shows 'Project Not Found' and leads back to the list", async ({ adminPage: page }) => {
    await page.goto(`/platform/projects/${crypto.randomUUID()}`);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "The requested project could not be loaded. It may have been deleted or you may not have permission to view it.",
      ),
    ).toBeVisible();
    // Missing is not an error worth a toast.
    await expect(page.getByText("Error loading project")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
  });

  test("a server failure adds the 'Error loading project' toast", async ({ adminPage: page }) => {
    const project = await createProject(page);
    // A visit within the app: a document opened at the project would bring the project with it.
    await page.goto(`/platform/projects?q=${encodeURIComponent(project.title)}`);
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The database is unavailable" } }),
      }),
    );
    await page.getByRole("link", { name: project.title }).first().click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Error loading project")).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("The database is unavailable"),
    ).toBeVisible();
    // Only a 404 is 'Project Not Found'; any other failure says what happened and offers another try.
    const main = page.locator("#main");
    await expect(main.getByRole("heading", { name: "Error loading project" })).toBeVisible();
    await expect(main.getByText("The database is unavailable")).toBeVisible();
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toHaveCount(0);
  });

  test("deletes a project after confirmation", async ({ adminPage: page }) => {
    const project = await createProject(page, { title: uniqueTitle("Doomed Book") });
    await page.goto(`/platform/projects/${project.id}`);

    await page.getByRole("button", { name: "Delete Project" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Delete Project?" })).toBeVisible();
    await expect(
      dialog.getByText(
        "This action will permanently delete this project and all of its stages, files, and share information. This action cannot be undone.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    // A failed delete says so and leaves the project.
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"x","message":"x"}}' })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Delete Project" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Failed to delete project. Please try again.")).toBeVisible();
    await page.unroute(`**/api/projects/${project.id}`);

    await page.getByRole("button", { name: "Delete Project" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Project Deleted")).toBeVisible();
    await expect(page.getByText("Your project has been permanently deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/projects$/);
    await expect(page.getByText(project.title)).toHaveCount(0);
    expect((await getProject(page, project.id)).status()).toBe(404);
  });
});
