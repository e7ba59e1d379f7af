import { expect, test } from "./support/fixtures";

const OFFLINE_PAGE_MESSAGE =
  "You are offline, so this page cannot be opened yet. Check your connection, then try again.";

test("offline, a link to a page not yet opened keeps the page and says why; a page opened before still opens; back online, the link works", async ({
  adminPage: page,
}) => {
  await page.goto("/platform/dashboard");
  const nav = page.getByRole("navigation", { name: "Platform" });
  // Projects is opened once online, so its code is loaded; the board never is before going offline.
  await nav.getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/dashboard$/);

  // A mark on this document: a reload (what the router does when it cannot load a page) would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.context().setOffline(true);
  await nav.getByRole("link", { name: "Board", exact: true }).click();
  await expect(page.getByText(OFFLINE_PAGE_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A page whose code came with an earlier visit opens offline (its data may then say it could not be loaded).
  await nav.getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();

  await page.context().setOffline(false);
  await nav.getByRole("link", { name: "Board", exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/board$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline Board" })).toBeVisible();
  // Every page change above happened inside the app: the document was never reloaded.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
