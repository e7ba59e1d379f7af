import type { Browser, Locator } from "@playwright/test";
import { createProject } from "./projects-support";
import { ADMIN_STATE } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** A phone: a touch screen whose pointer is coarse. */
async function phoneContext(browser: Browser, hasTouch: boolean) {
  return browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 375, height: 800 },
    hasTouch,
    isMobile: hasTouch,
  });
}

async function heightOf(control: Locator): Promise<number> {
  await expect(control).toBeVisible();
  return (await control.boundingBox())?.height ?? 0;
}

test("on a touch screen filter buttons, tabs, the Move menu and Reset link are at least 44 px tall", async ({
  browser,
  createUser,
}) => {
  const member = await createUser({ name: "Tapper Touch" });
  const context = await phoneContext(browser, true);
  const page = await context.newPage();
  try {
    const project = await createProject(page);
    await page.goto("/platform/projects");
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    expect(await heightOf(page.getByRole("button", { name: "All Projects" }))).toBeGreaterThanOrEqual(44);

    await page.goto(`/platform/projects/${project.id}`);
    expect(await heightOf(page.getByRole("tab", { name: "Files" }))).toBeGreaterThanOrEqual(44);

    await page.goto("/platform/board");
    const move = page.getByLabel(`Move ${project.title} to stage`);
    expect(await heightOf(move)).toBeGreaterThanOrEqual(44);

    await page.goto("/platform/users");
    const reset = page.getByRole("button", { name: `Password reset link for ${member.name}` });
    expect(await heightOf(reset)).toBeGreaterThanOrEqual(44);
  } finally {
    await context.close();
  }
});

test("with a fine pointer the same controls keep their compact size", async ({ browser }) => {
  const context = await phoneContext(browser, false);
  const page = await context.newPage();
  try {
    await page.goto("/platform/projects");
    expect(await page.evaluate(() => matchMedia("(pointer: fine)").matches)).toBe(true);
    expect(await heightOf(page.getByRole("button", { name: "All Projects" }))).toBeLessThan(44);
  } finally {
    await context.close();
  }
});
