import fs from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { addStage, createProject, expectNoAxeViolations, localDay, uniqueTitle } from "./projects-support";
import { ADMIN } from "./support/accounts";
import { expect as baseExpect, test } from "./support/fixtures";

// Each test seeds through the API and loads several pages; on a shared, loaded machine these take a while.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ORIGIN = { origin: E2E_BASE_URL };

/** Moves a project to a stage the way every stage change happens: a recorded progress update. */
async function moveTo(page: Page, projectId: string, stage: string) {
  const res = await page.context().request.post(`/api/projects/${projectId}/progress`, {
    data: { current_stage: stage, accomplishments: [`Moved to ${stage}`], date: localDay() },
    headers: ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function statValue(page: Page, label: string): Promise<number> {
  const text = await page.getByTestId(`stat-${label}`).textContent();
  return Number(text);
}

test.describe("dashboard", () => {
  test("the Writer's card counts the seeded assignments and opens exactly those projects; a quick update needs a project and a description, then shows up for the Admin today", async ({
    page,
    adminPage,
    createUser,
    signIn,
  }) => {
    const writer = await createUser({ role: "Writer", name: uniqueTitle("Wren Writer") });
    const team = [{ userId: writer.id, role: "Writer" as const }];
    const onTeam = await createProject(adminPage, { title: uniqueTitle("Team manuscript"), assignments: team });
    await moveTo(adminPage, onTeam.id, "Writing");
    // A second update of the day, so that today's staff activity holds more than a phone shows at first.
    await moveTo(adminPage, onTeam.id, "Writing");
    const onStage = await createProject(adminPage, { title: uniqueTitle("Stage manuscript") });
    await addStage(adminPage, onStage.id, {
      stage_name: "Writing",
      status: "In Progress",
      assigned_user_id: writer.id,
    });
    await moveTo(adminPage, onStage.id, "Writing");
    const waiting = await createProject(adminPage, { title: uniqueTitle("Waiting manuscript"), assignments: team });
    const assigned = [onTeam.title, onStage.title];
    const notInStage = waiting.title;

    await adminPage.goto("/platform/dashboard");
    await expect(adminPage.getByTestId("stat-Today's Updates")).toHaveText(/^\d+$/);
    const before = await statValue(adminPage, "Today's Updates");

    await signIn(page, writer);
    const zodFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/zod-[^/]*\.js$/.test(request.url())) zodFiles.push(request.url());
    });
    await page.goto("/platform/dashboard");
    const card = page.getByTestId("role-card");
    await expect(card.getByRole("heading", { name: "Writing Assignments" })).toBeVisible();
    await expect(card.getByTestId("role-card-count")).toHaveText(String(assigned.length));
    await expect(card).toContainText("manuscripts in Writing assigned to you");
    // zod and the schemas are loaded when a form is first used, not as the page starts.
    await expect(page.locator("html[data-awaiting-app]")).toHaveCount(0);
    expect(zodFiles).toEqual([]);

    // The quick update, on the same dashboard: it keeps the project in Writing, so the card's count holds.
    const form = page.getByRole("form", { name: "Quick Daily Update" });
    await form.getByRole("button", { name: "Submit Update" }).click();
    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select a project and add a description.")).toBeVisible();

    await form.getByLabel("Project", { exact: true }).selectOption({ label: assigned[0] });
    await expect(form.getByLabel("Stage")).toHaveValue("Writing");
    await expect(form.getByLabel("Date")).toHaveValue(localDay());
    const description = uniqueTitle("Drafted the storm chapter");
    await form.getByLabel("What did you work on?").fill(description);
    await form.getByLabel("Hours worked").fill("1.5");
    // A link away with the update typed asks first, and staying keeps it.
    await card.getByRole("link", { name: "View Assignments" }).click();
    const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await ask.getByRole("button", { name: "Stay on Page" }).click();
    await expect(ask).toHaveCount(0);
    await expect(form.getByLabel("What did you work on?")).toHaveValue(description);
    await form.getByRole("button", { name: "Submit Update" }).click();
    await expect(page.getByText("Status Updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Project status and progress have been updated successfully.")).toBeVisible();
    await expect(form.getByLabel("What did you work on?")).toHaveValue("");
    expect(zodFiles).toHaveLength(1);

    // Posted, the form is empty and the same link leaves without asking.
    await card.getByRole("link", { name: "View Assignments" }).click();
    await expect(page).toHaveURL(/\/platform\/projects\?stage=Writing&assigned=me$/);
    await expect(page.getByTestId("assignment-filter")).toContainText("Showing projects in Writing assigned to you");
    // One card per project, each with its progress bar.
    await expect(page.getByRole("progressbar")).toHaveCount(assigned.length);
    for (const title of assigned)
      await expect(page.getByRole("progressbar", { name: `Progress of ${title}` })).toBeVisible();
    await expect(page.getByText(notInStage)).toHaveCount(0);

    // A fresh Admin load: the entry is in today's staff activity and counted in Today's Updates.
    await adminPage.reload();
    const activity = adminPage.getByRole("list", { name: "Today's staff activity" });
    const entry = activity.getByRole("listitem").filter({ hasText: description });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(writer.name);
    await expect(entry).toContainText(assigned[0]);
    await expect(entry).toContainText("1.5 h");
    expect(await statValue(adminPage, "Today's Updates")).toBeGreaterThanOrEqual(before + 1);

    // Recent Activity scrolls in a box of its own beside the other cards; on a phone it flows with the page.
    const recent = adminPage.getByRole("list", { name: "Recent activity" });
    const hidden = () => recent.evaluate((list) => list.scrollHeight - list.clientHeight);
    expect(await recent.evaluate((list) => list.clientHeight)).toBeLessThanOrEqual(384);
    expect(await hidden(), "enough entries to need the box").toBeGreaterThan(0);
    // A list is a keyboard stop while it scrolls, and only then.
    await expect(recent).toHaveAttribute("tabindex", "0");
    await adminPage.setViewportSize({ width: 375, height: 812 });
    await expect.poll(hidden, "nothing hidden inside the list on a phone").toBe(0);
    await expect(recent).not.toHaveAttribute("tabindex");
    await expect(activity).not.toHaveAttribute("tabindex");

    // On a phone the stat cards go two to a row, and today's staff activity shows its newest three
    // entries, with a button for the rest rather than a scroll box that cuts one in half.
    const cardTop = (label: string) =>
      adminPage.getByTestId(`stat-${label}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(await cardTop("Team Members")).toBe(await cardTop("Total Projects"));
    expect(await cardTop("Today's Updates")).toBe(await cardTop("Projects Due"));
    const entries = activity.locator("li");
    await expect(entries.filter({ visible: true })).toHaveCount(3);
    expect(await activity.evaluate((list) => list.scrollHeight - list.clientHeight)).toBe(0);
    const showAll = adminPage.getByRole("button", { name: /^Show all \d+ updates$/ });
    await expect(showAll).toHaveAttribute("aria-expanded", "false");
    await showAll.click();
    await expect(entries.filter({ visible: false })).toHaveCount(0);
    await expect(adminPage.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
    await adminPage.getByRole("button", { name: "Show fewer" }).click();
    await expect(entries.filter({ visible: true })).toHaveCount(3);
    // Your Projects has one shape for every row at both widths: the stage on the title's line, the
    // author, progress and deadline on the line below.
    const yourRows = adminPage.getByRole("list", { name: "Your projects" }).getByRole("link");
    // The rows of another shape, by title. Polled: a live change from another test's project can
    // draw the list anew just as it is read, and a row read then has no box at all.
    const misshapenRows = () =>
      yourRows.evaluateAll((links) =>
        links.flatMap((link) => {
          const [titleLine, figures] = [...link.children] as HTMLElement[];
          const [title, stage] = [...titleLine.children].map((el) => el.getBoundingClientRect().top);
          const stageBesideTitle = Math.abs(title - stage) < 6;
          const figuresBelow = figures.getBoundingClientRect().top >= titleLine.getBoundingClientRect().bottom - 1;
          return stageBesideTitle && figuresBelow
            ? []
            : [{ title: titleLine.textContent, stageBesideTitle, figuresBelow }];
        }),
      );
    expect(await yourRows.count()).toBeGreaterThan(0);
    await expect.poll(misshapenRows).toEqual([]);
    // Beside the projects overview every entry is in the list, which scrolls, and the button is gone.
    await adminPage.setViewportSize({ width: 1280, height: 800 });
    await expect(entries.filter({ visible: false })).toHaveCount(0);
    await expect(showAll).toBeHidden();
    await expect(recent).toHaveAttribute("tabindex", "0");
    await expect.poll(misshapenRows).toEqual([]);
  });

  test("the quick update starts at the stage of the poster's role", async ({ pageAs }) => {
    for (const [role, stage] of [
      ["Editor", "Editing"],
      ["Typesetter", "Typesetting"],
    ] as const) {
      const { page } = await pageAs(role);
      await page.goto("/platform/dashboard");
      const form = page.getByRole("form", { name: "Quick Daily Update" });
      await expect(form.getByLabel("Stage")).toHaveValue(stage);
    }
  });
});

test.describe("a member without a role", () => {
  test("reads how to get a role instead of empty sections, and sees only what the server lets them do", async ({
    adminPage,
    page,
    createUser,
    signIn,
  }) => {
    const newcomer = await createUser({ name: uniqueTitle("Nell Newcomer") });
    await signIn(page, newcomer);
    await page.goto("/platform/dashboard");
    await expect(page.getByText("Here's your current status as a User")).toBeVisible();
    const note = page.getByTestId("no-role-panel");
    await expect(note.getByRole("heading", { name: "Your account has no role yet" })).toBeVisible();
    await expect(note).toContainText("Ask an Admin of your team to give you a role");
    const sections = [
      "Your Projects",
      "Upcoming Projects",
      "Publishing Pipeline",
      "Recent Activity",
      "Projects Shared With Me",
      "Files Shared with Me",
    ];
    for (const section of sections)
      await expect(page.getByRole("heading", { name: section, exact: true }), section).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open board" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Quick Daily Update" })).toHaveCount(0);
    await expectNoAxeViolations(page, "role-less dashboard");

    // The note offers what the server allows: registering a project, which then shows as theirs.
    await note.getByRole("link", { name: "New Project" }).click();
    await expect(page).toHaveURL(/\/platform\/projects\/new$/);
    const own = await createProject(page, { title: uniqueTitle("Newcomer's first book") });
    // A project shared with them shows too.
    const shared = await createProject(adminPage, { title: uniqueTitle("Shared with the newcomer") });
    const share = await adminPage.context().request.post(`/api/projects/${shared.id}/shares`, {
      data: { userId: newcomer.id },
      headers: ORIGIN,
    });
    expect(share.status(), await share.text()).toBe(200);
    await page.goto("/platform/dashboard");
    await expect(page.getByRole("list", { name: "Your projects" }).getByText(own.title)).toBeVisible();
    await expect(page.getByRole("list", { name: "Projects shared with me" }).getByText(shared.title)).toBeVisible();
    await expect(page.getByTestId("no-role-panel")).toBeVisible();
    // What the note says comes with a role stays closed on the server, and the Files page says so
    // at once rather than asking the server and showing its refusal as a failed load.
    expect((await page.context().request.get("/api/users/directory")).status()).toBe(403);
    expect((await page.context().request.get("/api/files")).status()).toBe(403);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/platform/files");
    await expect(page.getByRole("heading", { name: "Document Repository" })).toBeVisible();
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    expect(asked).not.toContain("/api/files");

    // Their own project: they may share it, naming the colleague by email since the staff
    // directory is closed to them, and edit it; neither the dialog nor the edit page's pickers ask
    // for that directory.
    await page.goto(`/platform/projects/${own.id}`);
    await page.getByRole("button", { name: "Share Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Project" });
    await dialog.getByLabel("Colleague's email").fill(ADMIN.email.toUpperCase());
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByText("Project shared successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await adminPage.goto("/platform/dashboard");
    await expect(adminPage.getByRole("list", { name: "Projects shared with me" }).getByText(own.title)).toBeVisible();
    await page.getByRole("link", { name: "Edit Project" }).click();
    await expect(page.getByRole("heading", { name: "Edit Project", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(own.title);
    expect(asked).not.toContain("/api/users/directory");
  });
});

test.describe("Admin activity page", () => {
  test("lists a project's activity and exports it as CSV", async ({ adminPage: page, createUser }) => {
    const writer = await createUser({ role: "Writer", name: uniqueTitle("Ada Audit Writer") });
    const project = await createProject(page, {
      title: uniqueTitle("Audited book"),
      assignments: [{ userId: writer.id, role: "Writer" }],
    });
    await moveTo(page, project.id, "Editing");

    await page.goto("/platform/dashboard");
    await page.getByRole("navigation", { name: "Platform" }).getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    // The Project field searches the projects as one types; a title that names one filters by it.
    await expect(page.locator(`#activity-project-options option[value="${project.title}"]`)).toHaveCount(1);
    await page.getByLabel("Project", { exact: true }).fill(project.title);
    const log = page.getByRole("list", { name: "Activity log" });
    await expect(log.getByRole("listitem").first()).toContainText(project.title);
    await expect(log.getByRole("listitem").first()).toContainText("Ada Admin");
    await expectNoAxeViolations(page, "activity page");

    // From the keyboard, the button keeps the focus and a toast (a live region) says how it went.
    const download = page.waitForEvent("download");
    const exportCsv = page.getByRole("button", { name: "Export CSV" });
    await exportCsv.focus();
    await page.keyboard.press("Enter");
    const file = await download;
    await expect(page.getByText("File downloaded successfully")).toBeVisible();
    await expect(exportCsv).toBeFocused();
    expect(file.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), "utf8");
    expect(text).toContain("When (UTC),Who,Action,What,Project,Project ID,Person ID");
    expect(text).toContain(project.title);
    // Only the filtered project's entries; the export itself is the Admin's act, not the project's.
    const rows = text.trimEnd().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row).toContain(project.id);
    expect(text).not.toContain("activity_exported");
  });
});
