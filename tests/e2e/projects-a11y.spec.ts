import { expect, type Page } from "@playwright/test";
import { addStage, createProject } from "./projects-support";
import { test } from "./support/fixtures";

/** The page fits the viewport: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test.describe("Projects accessibility", () => {
  test("list, register, detail and edit fit a 320px screen; the register form works from the keyboard alone", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page, {
      title: "An extraordinarily long title without many natural breaking opportunities whatsoever",
      deadline: "2030-01-01",
    });
    await addStage(page, project.id, { stage_name: "Drafting", status: "In Progress" });
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of [
      "/platform/projects",
      "/platform/projects/new",
      `/platform/projects/${project.id}`,
      `/platform/projects/${project.id}/edit`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expectNoHorizontalScroll(page, path);
    }

    // On a phone a team row's Remove says so in words, inside its row, not as a lone icon under the selects.
    await page.goto("/platform/projects/new");
    const row = page.getByTestId("team-row").first();
    const remove = row.getByRole("button", { name: "Remove team member 1" });
    expect((await remove.boundingBox())?.width, "Remove shows its word beside the icon").toBeGreaterThan(60);
    expect(await row.evaluate((li) => getComputedStyle(li).borderTopWidth), "the row is framed").toBe("1px");

    // The register form works from the keyboard alone, at the desktop size. Last: it leaves the form unsaved.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/platform/projects/new");
    await page.getByLabel("Title").focus();
    await page.keyboard.type("Keyboard Book");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Summary")).toBeFocused();
    await page.getByLabel("New objective").focus();
    await page.keyboard.type("Typed objective");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Objectives" })).toContainText("Typed objective");
    // Enter in the objective box adds it; it does not submit the form.
    await expect(page.getByText("Summary must be at least 10 characters")).toHaveCount(0);
  });
});
