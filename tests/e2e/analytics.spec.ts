import { createProject, localDay } from "./projects-support";
import { ADMIN } from "./support/accounts";
import { E2E_BASE_URL } from "./support/base-url";
import { expect as baseExpect, test } from "./support/fixtures";

// Seeds through the API and loads the page at two widths; a shared, loaded machine needs the room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("team analytics shows the numbers of every chart in a table under it, on a phone too", async ({
  adminPage: page,
}) => {
  const project = await createProject(page);
  const update = await page.context().request.post(`/api/projects/${project.id}/progress`, {
    data: { current_stage: "Writing", accomplishments: ["Outlined the book"], hours_worked: 2.5, date: localDay() },
    headers: { origin: E2E_BASE_URL },
  });
  expect(update.status(), await update.text()).toBe(201);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/platform/analytics");
    const hours = page.getByRole("table", { name: "Hours per person by week, last 8 weeks" });
    // Shown as it is, with no disclosure to open first.
    await expect(hours).toBeVisible();
    await expect(hours.getByRole("columnheader", { name: ADMIN.name })).toBeVisible();
    await expect(hours.getByRole("row")).toHaveCount(1 + 8);
    await expect(hours.getByRole("rowheader").first()).toHaveText(/^[A-Z][a-z]{2} \d{2}$/);
    // The table's box is a keyboard stop while it has something to scroll, and only then.
    const box = hours.locator("xpath=..");
    const tabIndexMatchesOverflow = () =>
      box.evaluate((el) => el.scrollWidth > el.clientWidth === (el.getAttribute("tabindex") === "0"));
    await expect.poll(tabIndexMatchesOverflow).toBe(true);
    await box.evaluate((el) => {
      el.style.width = "40px";
    });
    await expect(box).toHaveAttribute("tabindex", "0");
    await box.evaluate((el) => {
      el.style.width = "";
    });
    await expect.poll(tabIndexMatchesOverflow).toBe(true);
    // The chart above the table draws once it comes near the viewport, its library loaded then.
    const chart = page
      .getByRole("figure", { name: "Hours per person by week, last 8 weeks" })
      .getByTestId("chart-area");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator("canvas").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});
