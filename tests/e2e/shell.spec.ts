import { expect, test } from "./support/fixtures";

test.describe("authenticated shell", () => {
  test("the sidebar shows the brand, the user's name, initial and role; Ctrl+B collapses it and the state survives a reload", async ({
    adminPage: page,
  }) => {
    await page.goto("/platform/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText("Folio")).toBeVisible();
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText("Ada Admin");
    await expect(sidebar.getByText("AA")).toBeVisible();
    await expect(sidebar.getByText("Admin", { exact: true })).toBeVisible();

    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(sidebar).toHaveCSS("width", "256px");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(sidebar).toHaveCSS("width", "48px");
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "collapsed");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // About 7 days from now.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
    await page.keyboard.press("Control+b");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "expanded");
  });

  test("below 768px the sidebar becomes a sheet, with a visible close button", async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/platform/dashboard");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
    const sheet = page.getByRole("dialog");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS("width", "288px");
    await sheet.getByRole("link", { name: "Team Members" }).click();
    await expect(page).toHaveURL(/\/platform\/users$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("links follow the role: Files for the five roles, Team Members for Admin only", async ({
    page,
    createUser,
    signIn,
  }) => {
    const writer = await createUser({ role: "Writer" });
    await signIn(page, writer);
    await page.goto("/platform/dashboard");
    const nav = page.getByRole("navigation", { name: "Platform" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Projects" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Files" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Team Members" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Enquiries" })).toHaveCount(0);

    const noRole = await createUser();
    await page.context().clearCookies();
    await signIn(page, noRole);
    await page.goto("/platform/dashboard");
    await expect(page.getByText("Here's your current status as a User")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Files" })).toHaveCount(0);
  });
});
