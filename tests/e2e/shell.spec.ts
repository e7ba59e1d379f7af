import { expect, test } from "./support/fixtures";

test.describe("authenticated shell", () => {
  test("the sidebar shows the brand, the user's name, initial and role; Ctrl+B collapses it (not from a text field), a collapsed icon names its link, and the state survives a reload", async ({
    adminPage: page,
  }) => {
    await page.goto("/platform/projects");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText("Folio")).toBeVisible();
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText("Ada Admin");
    await expect(sidebar.getByText("AA")).toBeVisible();
    await expect(sidebar.getByText("Admin", { exact: true })).toBeVisible();

    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(sidebar).toHaveCSS("width", "256px");
    // The distance from one link's row to the next, which collapsing must not change.
    const rowStep = async () => {
      const [first, second] = await Promise.all(
        ["Dashboard", "Projects"].map((name) => sidebar.getByRole("link", { name }).boundingBox()),
      );
      return second!.y - first!.y;
    };
    const openStep = await rowStep();
    // Ctrl+B (or Cmd+B) typed in a text field is the field's, not the sidebar's.
    const search = page.getByLabel("Search projects");
    await search.click();
    await search.press("Control+b");
    await search.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(sidebar).toHaveCSS("width", "48px");
    // The icons keep the open sidebar's rows, packed at the top, rather than spreading down the rail.
    expect(await rowStep()).toBe(openStep);

    // Collapsed, each icon names its link in a styled tooltip.
    await sidebar.getByRole("link", { name: "Projects" }).hover();
    await expect(page.getByRole("tooltip", { name: "Projects" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Projects" }).blur();

    await page.reload();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "collapsed");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // About 7 days from now.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
    await page.keyboard.press("Control+b");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "expanded");
  });

  test("below 768px the sidebar becomes a sheet, with a visible close button; on a phone a very long member name makes none of the admin pages scroll sideways", async ({
    adminPage: page,
    createUser,
  }) => {
    await createUser({ role: "Illustrator", name: "Maximiliana Wolfeschlegelsteinhausen-Bergerdorff" });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/platform/dashboard");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
    const sheet = page.getByRole("dialog");
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    // From the keyboard the menu opens on the current page's link (not on Logout, where a second
    // Enter would sign out), and closing it gives the focus back to the button that opened it.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS("width", "288px");
    await sheet.getByRole("link", { name: "Team Members" }).click();
    await expect(page).toHaveURL(/\/platform\/users$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // The admin pages at this width, Team Members first (where the sheet's link led), with the long name listed.
    for (const path of ["/platform/users", "/platform/enquiries", "/platform/settings", "/platform/account"]) {
      if (path !== "/platform/users") await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (path === "/platform/users") {
        // A stacked card per member, the role select inside the viewport.
        await expect(page.getByText("Maximiliana Wolfeschlegelsteinhausen-Bergerdorff").first()).toBeVisible();
        await expect(page.getByRole("table")).toHaveCount(0);
        const select = page.getByRole("combobox").first();
        const box = await select.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      }
    }
  });
});
