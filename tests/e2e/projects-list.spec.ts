import { createProject, uniqueTitle } from "./projects-support";
import { expect, test } from "./support/fixtures";
import { afterTwoFrames } from "./support/frames";

test.describe("Project list", () => {
  test("Admin filters, searches, narrows by subject and level, and clears filters; a non-admin sees only My Projects; a failed load says so", async ({
    adminPage: page,
    page: writerPage,
    createUser,
    signIn,
  }) => {
    const tag = `Zeta${Date.now()}`;
    const subject = `Astronomy ${tag}`;
    const mine = await createProject(page, { title: uniqueTitle(`${tag} Admin Stars`), subject, level: "Grade 4" });
    const mineOther = await createProject(page, { title: uniqueTitle(`${tag} Admin Planets`), level: "Grade 9" });
    const writer = await createUser({ role: "Writer" });
    await signIn(writerPage, writer);
    const staff = await createProject(writerPage, { title: uniqueTitle(`${tag} Staff Comets`), subject });

    // A non-admin sees 'My Projects' without filter buttons, and only projects they may see, whatever the address asks.
    await writerPage.goto(`/platform/projects?filter=others&q=${tag}`);
    await expect(writerPage.getByRole("heading", { level: 1 })).toHaveText("My Projects");
    await expect(writerPage.getByRole("button", { name: "Staff Projects" })).toHaveCount(0);
    await expect(writerPage.getByTestId("project-card")).toHaveCount(1);
    await expect(writerPage.getByTestId("project-card")).toContainText(staff.title);
    await expect(writerPage.getByText(mine.title)).toHaveCount(0);
    await expect(writerPage.getByText(mineOther.title)).toHaveCount(0);

    await page.goto("/platform/projects");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("All Projects");
    const search = page.getByPlaceholder("Search projects...");
    await search.fill(tag);
    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));

    await page.getByRole("button", { name: "My Projects" }).click();
    await expect(heading).toHaveText("My Projects");
    await expect(page).toHaveURL(/filter=mine/);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: staff.title })).toHaveCount(0);

    await page.getByRole("button", { name: "Staff Projects" }).click();
    await expect(heading).toHaveText("Staff Projects");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(staff.title);

    await page.getByRole("button", { name: "All Projects" }).click();
    await expect(heading).toHaveText("All Projects");
    await expect(page.getByRole("combobox", { name: "Subject" }).getByRole("option").first()).toHaveText(
      "All Subjects",
    );
    await page.getByRole("combobox", { name: "Subject" }).selectOption(subject);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: mineOther.title })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Level" }).getByRole("option").first()).toHaveText("All Levels");
    await page.getByRole("combobox", { name: "Level" }).selectOption("Grade 4");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(mine.title);

    // The filters live in the URL, so a reload keeps them.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(search).toHaveValue(tag);

    await search.fill(`${tag} nothing matches this`);
    await expect(page.getByText("No projects found")).toBeVisible();
    await page.getByRole("button", { name: "Staff Projects" }).click();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(heading).toHaveText("All Projects");
    await expect(search).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("");
    await expect(page).toHaveURL(/\/platform\/projects$/);
    await expect(cards.first()).toBeVisible();

    // A failed load shows the 'Error fetching projects' toast.
    // A visit within the app: a document opened at the list would bring the list's data with it.
    // Other tests' projects would refresh the list live, through loading, at any moment: the page
    // opened here has no live connection (a 204 tells EventSource not to reconnect).
    await page.route("**/api/events*", (route) => route.fulfill({ status: 204 }));
    await page.goto("/platform/account");
    // Answers wait while `held` is set, so the test sees the list go back to loading.
    let held: Promise<void> | undefined;
    await page.route(/\/api\/projects(\?.*)?$/, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"x","message":"boom"}}',
      });
    });
    await page.getByRole("link", { name: "Projects", exact: true }).first().click();
    const errorToast = page.getByRole("listitem").filter({ hasText: "Error fetching projects" });
    await expect(errorToast).toBeVisible();
    await expect(errorToast).toContainText("There was a problem loading the projects. Please try again.");
    // Asked again and failing again, the same failure keeps one toast, not a stack of copies.
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading the projects" })).toBeAttached();
    release();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await afterTwoFrames(page);
    expect(await errorToast.count()).toBe(1);
  });

  test("pages with 'Load more'", async ({ adminPage: page }) => {
    const tag = `Lambda${Date.now()}`;
    // Volume 1 first, so it is the oldest; the other 24 in parallel.
    await createProject(page, { title: `${tag} volume 1` });
    await Promise.all(Array.from({ length: 24 }, (_, i) => createProject(page, { title: `${tag} volume ${i + 2}` })));
    await page.goto(`/platform/projects?q=${tag}`);
    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(24);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    // Newest change first: the first project made is the last card.
    await expect(cards.last()).toContainText(`${tag} volume 1`);
  });
});
