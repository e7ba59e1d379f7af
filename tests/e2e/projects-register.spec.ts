import { format, parseISO } from "date-fns";
import { expectNoAxeViolations, localDay, TINY_PNG, uniqueTitle } from "./projects-support";
import { ADMIN, expect, test } from "./support/fixtures";

const REGISTER_MESSAGES = [
  "Title must be at least 2 characters",
  "Summary must be at least 10 characters",
  "Subject must be at least 2 characters",
  "Please specify the level",
  "Author must be at least 2 characters",
  "Genre must be at least 2 characters",
  "Please add at least one objective",
];

test.describe("Register New Project", () => {
  test("shows every validation message and sends nothing; no axe violations, empty and with the messages", async ({
    adminPage: page,
  }) => {
    let posted = false;
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/projects") posted = true;
    });
    await page.goto("/platform/projects/new");
    await expect(page.getByRole("heading", { name: "Register New Project" })).toBeVisible();
    await expect(page.getByText("Submit your new book project for review.")).toBeVisible();
    await expect(page.getByLabel("Team member 1", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "register");
    await page.getByRole("button", { name: "Register Project" }).click();
    for (const message of REGISTER_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "register with errors");
    // One-character values are still too short; a blank objective is ignored.
    await page.getByLabel("Title").fill("A");
    await page.getByLabel("Summary").fill("Too short");
    await page.getByLabel("New objective").fill("   ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: "Register Project" }).click();
    await expect(page.getByText("Title must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Summary must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Please add at least one objective")).toBeVisible();
    // The cover must be an image.
    await page.getByLabel("Cover Image (optional)").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByText("The cover must be a PNG or JPG image.")).toBeVisible();
    expect(posted).toBe(false);
    // Leaving with anything entered asks first.
    await page.getByRole("link", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: "Leave Page" })
      .click();
    await expect(page).toHaveURL(/\/platform\/projects$/);
  });

  test("a Writer registers a project without a team and sees its card", async ({ page, createUser, signIn }) => {
    const writer = await createUser({ role: "Writer" });
    await signIn(page, writer);
    const title = uniqueTitle("Solo Book");
    const deadline = localDay(10);
    await page.goto("/platform/projects");
    // With nothing narrowing it, a new member's empty list says what will be there and offers to register.
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText("No projects found");
    await expect(empty).toContainText("Projects you register, work on or are shared with appear here.");
    await empty.getByRole("link", { name: "New Project" }).click();
    await expect(page).toHaveURL(/\/platform\/projects\/new$/);
    await expect(page.getByText("Project Team")).toHaveCount(0);

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("A gentle story about a lighthouse keeper and her cat.");
    await page.getByLabel("Subject").fill("Literature");
    await page.getByLabel("Level").fill("Grade 2");
    await page.getByLabel("Author").fill("Mara Quill");
    await page.getByLabel("Genre").fill("Picture Book");
    await page.getByLabel("Deadline").fill(deadline);
    const objective = page.getByLabel("New objective");
    await objective.fill("  Draft the story  ");
    await objective.press("Enter");
    await objective.fill("Sketch the cat");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await objective.fill("Remove me");
    await objective.press("Enter");
    await page.getByRole("button", { name: "Remove objective 3" }).click();
    const objectives = page.getByRole("list", { name: "Objectives" }).getByRole("listitem");
    await expect(objectives).toHaveText(["Draft the story", "Sketch the cat"]);

    await page.getByRole("button", { name: "Register Project" }).click();
    await expect(page.getByText("Project Created")).toBeVisible();
    await expect(page.getByText("Your new project has been registered successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/projects$/);
    await expect(page.getByRole("heading", { name: "My Projects", level: 1 })).toBeVisible();

    // Card: banner, stage pill, title, author, summary, progress, assignee, deadline and badge.
    const card = page.getByTestId("project-card").filter({ hasText: title });
    await expect(card.getByTestId("genre-banner")).toHaveText("Picture Book");
    await expect(card.getByText("Book Started")).toBeVisible();
    await expect(card.getByRole("link", { name: title })).toBeVisible();
    await expect(card.getByText("by Mara Quill")).toBeVisible();
    await expect(card.getByText("A gentle story about a lighthouse keeper and her cat.")).toBeVisible();
    await expect(card.getByText("0%")).toBeVisible();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(card.getByText("Unassigned")).toBeVisible();
    await expect(card.getByText(`Due ${format(parseISO(deadline), "MMM dd")}`)).toBeVisible();
    await expect(card.getByText("Due Soon")).toBeVisible();

    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("Draft the story")).toBeVisible();
    await expect(page.getByText("Sketch the cat")).toBeVisible();
  });

  test("an Admin registers a project with a team and a cover", async ({ adminPage: page, createUser }) => {
    const editor = await createUser({ role: "Editor", name: uniqueTitle("Eddie Editor") });
    const illustrator = await createUser({ role: "Illustrator", name: uniqueTitle("Ivy Illustrator") });
    const title = uniqueTitle("Team Book");
    await page.goto("/platform/projects/new");

    // One row is pre-filled with the admin as Writer.
    await expect(page.getByText("Project Team")).toBeVisible();
    const firstUser = page.getByLabel("Team member 1", { exact: true });
    await expect(firstUser.locator("option:checked")).toHaveText(`${ADMIN.name} (you)`);
    await expect(page.getByLabel("Role for team member 1", { exact: true })).toHaveValue("Writer");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("An illustrated atlas of the rivers of the world.");
    await page.getByLabel("Subject").fill("Geography");
    await page.getByLabel("Level").fill("Grade 6");
    await page.getByLabel("Author").fill("Theo Rivers");
    await page.getByLabel("Genre").fill("Atlas");
    await page.getByLabel("New objective").fill("Map ten rivers");
    await page.getByLabel("New objective").press("Enter");

    await page.getByRole("button", { name: "Add Team Member" }).click();
    await page.getByLabel("Team member 2", { exact: true }).selectOption({ label: editor.name });
    await page.getByLabel("Role for team member 2", { exact: true }).selectOption("Editor");
    // A user can be chosen only once across rows.
    await expect(firstUser.getByRole("option", { name: editor.name })).toBeDisabled();
    await expect(
      page.getByLabel("Team member 2", { exact: true }).getByRole("option", { name: `${ADMIN.name} (you)` }),
    ).toBeDisabled();
    // An incomplete row (user but no role) is dropped on submit.
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await page.getByLabel("Team member 3", { exact: true }).selectOption({ label: illustrator.name });
    // Admin is not assignable.
    await expect(page.getByLabel("Role for team member 3", { exact: true }).getByRole("option")).toHaveText([
      "Select a role",
      "Writer",
      "Editor",
      "Illustrator",
      "Typesetter",
    ]);

    await page.getByLabel("Cover Image (optional)").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: TINY_PNG,
    });
    await expect(page.getByText("JPG or PNG up to 10MB")).toBeVisible();

    const created = page.waitForResponse(
      (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/projects",
    );
    await page.getByRole("button", { name: "Register Project" }).click();
    const project = await (await created).json();
    await expect(page.getByText("Project Created")).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/projects$/);

    const card = page.getByTestId("project-card").filter({ hasText: title });
    await expect(card.getByRole("img", { name: `Cover of ${title}` })).toBeVisible();

    const assignments = await page.context().request.get(`/api/projects/${project.id}/assignments`);
    const { items } = await assignments.json();
    expect(items.map((a: { full_name: string; role: string }) => [a.full_name, a.role]).sort()).toEqual(
      [
        [ADMIN.name, "Writer"],
        [editor.name, "Editor"],
      ].sort(),
    );
  });
});
