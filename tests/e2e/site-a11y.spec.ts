import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Axe in the page itself (these pages have no frames) and only its violations collected: what is asserted. */
const axeViolations = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();

/**
 * Axe reports no violations on every public page, on a desktop and on a phone. Each page is
 * loaded once and narrowed, as a window is resized, so both layouts cost one load.
 */
const PAGES = ["/", "/about", "/services", "/contact", "/no-such-page"];
const WIDTHS = [1280, 375];

for (const path of PAGES) {
  test(`${path} has no axe violations at ${WIDTHS.join("px and ")}px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      const { violations } = await axeViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  });
}

test("the open mobile menu and the contact form's error state have no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/contact");
  await expect(page.locator("form[data-contact-form]")).toHaveAttribute("data-enhanced", "");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await expect(page.locator("[data-menu-toggle]")).toHaveAttribute("data-enhanced", "");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  const { violations } = await axeViolations(page);
  expect(violations.map((v) => v.id)).toEqual([]);
});
