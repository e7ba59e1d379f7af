import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * Axe reports no violations on every public page, on a desktop and on a phone. Each page is
 * loaded once and narrowed, as a window is resized, so both layouts cost one load; a failure
 * names the page and the width.
 */
const PAGES = ["/", "/about", "/services", "/contact", "/no-such-page"];
const WIDTHS = [1280, 375];

test(`every public page has no axe violations at ${WIDTHS.join("px and ")}px, nor the open mobile menu over the contact form's error state`, async ({
  page,
}) => {
  // Five pages, each checked twice, and one more state: room for a loaded machine.
  test.slow();
  for (const path of PAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }

    if (path === "/contact") {
      // Still at 375px: the form's error state with the mobile menu open over it.
      await expect(page.locator("form[data-contact-form]")).toHaveAttribute("data-enhanced", "");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Full Name is required")).toBeVisible();
      await expect(page.locator("[data-menu-toggle]")).toHaveAttribute("data-enhanced", "");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      expect(await axeViolations(page), "/contact at 375px: error state and open menu").toEqual([]);
    }
  }

  // The check itself finds what it is for: an image with no text alternative on the last page.
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
  expect((await axeViolations(page)).map((v) => v.id)).toContain("image-alt");
});
