import { createProject } from "./projects-support";
import { expect, test } from "./support/fixtures";

test.describe("shell details", () => {
  test("the top bar shows where you are and a user menu with Account and Logout, and the page change is announced; a tab shows its focus ring for the keyboard, not after a click", async ({
    adminPage: page,
  }) => {
    await page.goto("/platform/projects/new");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/platform/projects");
    await expect(crumbs.getByText("Register New Project")).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "User menu for Ada Admin" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Ada Admin")).toBeVisible();
    await expect(menu.getByText("Admin", { exact: true })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Account" })).toHaveAttribute("href", "/platform/account");
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Account" }).click();
    await expect(crumbs.getByText("Account", { exact: true })).toHaveAttribute("aria-current", "page");
    // The page change inside the app is said to a screen reader, by the new page's title.
    const announcer = page.getByTestId("route-announcer");
    await expect(announcer).toHaveText("Account | Folio");
    await expect(announcer).toHaveAttribute("aria-live", "assertive");

    const project = await createProject(page);
    await page.goto(`/platform/projects/${project.id}`);
    const files = page.getByRole("tab", { name: "Files" });
    await files.click();
    await expect(files).toHaveAttribute("data-state", "active");
    await expect(files).toHaveCSS("outline-style", "none");
    await page.keyboard.press("ArrowRight");
    const comments = page.getByRole("tab", { name: "Comments" });
    await expect(comments).toBeFocused();
    await expect(comments).toHaveCSS("outline-style", "solid");

    // A menu opened from the keyboard rings its highlighted item in the brand's blue (over 3:1
    // against the white menu), not only a faint tint.
    await page.getByRole("button", { name: "User menu for Ada Admin" }).focus();
    await page.keyboard.press("Enter");
    const first = page.getByRole("menu").getByRole("menuitem").first();
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS("outline-style", "solid");
    await expect(first).toHaveCSS("outline-color", "rgb(33, 73, 176)");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menu").getByRole("menuitem").nth(1)).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Escape");
  });
});
