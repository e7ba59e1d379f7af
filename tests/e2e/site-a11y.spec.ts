import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

/** Axe reports no violations on every public page, on a phone and on a desktop. */
const PAGES = ["/", "/about", "/services", "/contact", "/no-such-page"];
const WIDTHS = [375, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("the Enquiries inbox has no axe violations", async ({ adminPage }) => {
  await adminPage.goto("/platform/enquiries");
  await expect(adminPage.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  await expect(adminPage.getByRole("status"))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page: adminPage }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
