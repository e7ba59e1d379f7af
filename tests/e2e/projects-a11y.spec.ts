import { expect, type Page } from "@playwright/test";
import { addStage, createProject, expectNoAxeViolations } from "./projects-support";
import { test } from "./support/fixtures";

/** The page fits the viewport: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test.describe("Projects accessibility", () => {
  test("register has no axe violations, empty and with its validation messages", async ({ adminPage: page }) => {
    await page.goto("/platform/projects/new");
    await expect(page.getByRole("heading", { name: "Register New Project" })).toBeVisible();
    await expect(page.getByLabel("Team member 1", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "register");
    await page.getByRole("button", { name: "Register Project" }).click();
    await expect(page.getByText("Please add at least one objective")).toBeVisible();
    await expectNoAxeViolations(page, "register with errors");
  });

  test("the register form works from the keyboard alone", async ({ adminPage: page }) => {
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

  test("list, register, detail and edit fit a 320px screen", async ({ adminPage: page }) => {
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
  });
});
