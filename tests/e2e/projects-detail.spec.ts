import { format } from "date-fns";
import { addStage, createProject, expectNoAxeViolations, getProject, localDay, uniqueTitle } from "./projects-support";
import { ADMIN, expect, test } from "./support/fixtures";

const longUs = (day: string) => format(new Date(`${day}T00:00:00`), "MMMM d, yyyy");

test.describe("Project detail", () => {
  test("shows the summary card and the Workflow, Files, Comments and Activity tabs, then deletes the project after confirmation", async ({
    adminPage: page,
  }) => {
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
    // The tab names the project: in the document the server draws, and after moving in the app.
    await expect(page).toHaveTitle(`${project.title} | Folio`);
    const drawn = await (await page.request.get(`/platform/projects/${project.id}`)).text();
    expect(drawn.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${project.title} | Folio</title>`]);
    await page.getByRole("link", { name: "Edit Project" }).click();
    await expect(page).toHaveTitle("Edit Project | Folio");
    await page.goBack();
    await expect(page).toHaveTitle(`${project.title} | Folio`);
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
    // The progress figure beside its bar stays on one line ("0" above "%" once, as long words may break anywhere).
    const figure = workflow.getByText("0%", { exact: true });
    const lineHeight = await figure.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect((await figure.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);

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
    // Two entries fit the box, so it is no keyboard stop (a longer history scrolls and is one).
    await expect(page.getByRole("region", { name: "Project history entries" })).not.toHaveAttribute("tabindex");
    await expectNoAxeViolations(page, "project detail, Activity tab");

    // Delete asks first; a failed delete says so and leaves the project; a confirmed one removes it.
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
    // Back to the deleted project's page: it says so, and offers nothing to do to it.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Project" })).toHaveCount(0);
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
    // And leads back to the project they may see.
    await page.getByRole("link", { name: "Back to Project" }).click();
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
  });

  test("a random id shows 'Project Not Found' at once, asked for once, and leads back to the list; its edit page says the same", async ({
    adminPage: page,
  }) => {
    const id = crypto.randomUUID();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`/api/projects/${id}`)) requests.push(request.url());
    });
    await page.goto(`/platform/projects/${id}`);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "The requested project could not be loaded. It may have been deleted or you may not have permission to view it.",
      ),
    ).toBeVisible();
    // The toast says what happened; asking again would get the same answer, so no Try again.
    await expect(page.getByText("Error loading project")).toBeVisible();
    await expect(page.getByText("Project not found", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    // A 404 is not asked again.
    expect(requests).toHaveLength(1);
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/platform\/projects$/);

    await page.goto(`/platform/projects/${crypto.randomUUID()}/edit`);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toBeVisible();
  });
});
