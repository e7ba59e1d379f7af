import type { Browser, Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { createProject, uniqueTitle } from "./projects-support";
import { ADMIN, ADMIN_STATE } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The touch sweeps are long: run in parallel, they share the workers rather than hold one.
test.describe.configure({ mode: "parallel" });

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

/**
 * Every control shown inside `scope` that is smaller than a fingertip (44 × 44 px). Left out: a
 * link inside a line of text, sized by the text it sits in; a control hidden for screen readers
 * only (1 px); a link stretched over its whole card (its ::after covers the card, which takes the
 * tap). A checkbox or radio counts with its label, which takes the tap too.
 */
async function smallTargets(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const selector = [
      "button",
      "a[href]",
      "select",
      "textarea",
      "summary",
      "input:not([type=hidden])",
      "[role=button]",
      "[role=tab]",
      "[role=menuitem]",
      "[role=radio]",
      "[role=checkbox]",
      "[role=combobox]",
    ].join(",");
    const inLineOfText = (el: Element) =>
      getComputedStyle(el).display === "inline" &&
      Array.from(el.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
    const small: string[] = [];
    const stretched = (el: Element) => getComputedStyle(el, "::after").position === "absolute";
    const root = document.querySelector(scopeSelector) ?? document.body;
    for (const el of Array.from(root.querySelectorAll(selector))) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest("[aria-hidden=true], [inert]")) continue;
      if (el.matches("a") && (inLineOfText(el) || stretched(el))) continue;
      const target = (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label")) || el;
      const box = target.getBoundingClientRect();
      if (box.width <= 2 && box.height <= 2) continue;
      if (box.height < 43.5 || box.width < 43.5) {
        const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim();
        small.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, scope);
}

/** Notes under `label` the small controls inside `scope`, if there are any. */
async function noteSmallTargets(found: Record<string, string[]>, label: string, page: Page, scope?: string) {
  const small = await smallTargets(page, scope);
  if (small.length > 0) found[label] = small;
}

/** The page has drawn its heading and its data (no busy region or skeleton left). */
async function settled(page: Page) {
  await expect(page.locator("h1, h2").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}

test("on a touch screen every control of every platform page is at least 44 × 44 px; filter buttons, tabs, the Move menu and Reset link are at least 44 px tall", async ({
  browser,
  createUser,
}) => {
  test.slow();
  const member = await createUser({ name: uniqueTitle("Tapper Touch") });
  const context = await phoneContext(browser, true);
  const page = await context.newPage();
  try {
    const project = await createProject(page);
    // Named controls checked on their own too, so a failure names them.
    const tallEnough: Record<string, () => Promise<void>> = {
      "/platform/projects": async () => {
        expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
        expect(await heightOf(page.getByRole("button", { name: "All Projects" }))).toBeGreaterThanOrEqual(44);
      },
      [`/platform/projects/${project.id}`]: async () => {
        expect(await heightOf(page.getByRole("tab", { name: "Files" }))).toBeGreaterThanOrEqual(44);
      },
      "/platform/board": async () => {
        expect(await heightOf(page.getByLabel(`Move ${project.title} to stage`))).toBeGreaterThanOrEqual(44);
      },
      "/platform/users": async () => {
        const reset = page.getByRole("button", { name: `Password reset link for ${member.name}` });
        expect(await heightOf(reset)).toBeGreaterThanOrEqual(44);
      },
    };
    // An enquiry with a phone number, so the inbox shows its card's mail and phone links. When the
    // contact form's per-address limit is used up, the enquiries that used it up are there instead.
    const sent = await page.request.post("/api/contact", {
      data: {
        name: "Touch Test",
        email: "touch@example.test",
        phone: "+1 555 010 4000",
        subject: "Sizes",
        message: "A message to show.",
      },
      headers: { origin: E2E_BASE_URL },
    });
    expect([201, 429]).toContain(sent.status());
    const found: Record<string, string[]> = {};
    const pages = [
      "/platform/dashboard",
      "/platform/projects",
      "/platform/projects/new",
      `/platform/projects/${project.id}`,
      `/platform/projects/${project.id}/edit`,
      "/platform/board",
      "/platform/files",
      "/platform/users",
      "/platform/settings",
      "/platform/account",
      "/platform/activity",
      "/platform/analytics",
      "/platform/enquiries",
    ];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      await noteSmallTargets(found, path, page);
      await tallEnough[path]?.();
    }
    expect(found).toEqual({});
  } finally {
    await context.close();
  }
});

test("on a touch screen every control of a project's tabs and dialogs, the notifications, the navigation menu and the signed-out pages is at least 44 × 44 px", async ({
  browser,
  createUser,
  signIn,
}) => {
  test.slow();
  const context = await phoneContext(browser, true);
  const page = await context.newPage();
  try {
    const project = await createProject(page);
    const found: Record<string, string[]> = {};

    // An unread notification for the Admin, with its link and its Mark as read.
    const colleague = await createUser({ role: "Writer" });
    const colleagueContext = await browser.newContext();
    const colleaguePage = await colleagueContext.newPage();
    await signIn(colleaguePage, colleague);
    const theirs = await createProject(colleaguePage, { title: uniqueTitle("Shared for the bell") });
    const share = await colleaguePage.request.post(`/api/projects/${theirs.id}/shares`, {
      data: { email: ADMIN.email },
      headers: { origin: E2E_BASE_URL },
    });
    expect(share.status(), await share.text()).toBe(200);
    await colleagueContext.close();
    await page.goto("/platform/dashboard");
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByRole("button", { name: /^Mark as read: / }).first()).toBeVisible();
    await noteSmallTargets(found, "notifications", page, "[role=dialog]");

    for (const tab of ["Files", "Comments", "Activity"]) {
      await page.goto(`/platform/projects/${project.id}`);
      await page.getByRole("tab", { name: tab }).click();
      await settled(page);
      await noteSmallTargets(found, `project ${tab} tab`, page);
    }
    for (const button of ["Update Status", "Share Project"]) {
      await page.goto(`/platform/projects/${project.id}`);
      await page.getByRole("button", { name: button, exact: true }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await noteSmallTargets(found, `${button} dialog`, page, "[role=dialog]");
    }
    await page.goto("/platform/dashboard");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await noteSmallTargets(found, "navigation menu", page, "[role=dialog]");

    const signedOut = await browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const visitor = await signedOut.newPage();
    await visitor.goto("/platform/login");
    await expect(visitor.getByRole("heading", { name: "Staff Access Portal" })).toBeVisible();
    await noteSmallTargets(found, "login", visitor);
    await visitor.getByRole("button", { name: "Forgot password?" }).click();
    await expect(visitor.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await noteSmallTargets(found, "password recovery", visitor);
    await visitor.goto("/platform/reset-password?token=not-a-real-token");
    await expect(visitor.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await noteSmallTargets(found, "dead reset link", visitor);
    await signedOut.close();
    expect(found).toEqual({});
  } finally {
    await context.close();
  }
});
