import type { Locator } from "@playwright/test";
import { createProject, getProject, TINY_PNG, uniqueTitle } from "./projects-support";
import { expect, test } from "./support/fixtures";
import { afterTwoFrames } from "./support/frames";

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  return box as Box;
}

/** The box of something that slides into place (a toast), once it has stopped moving. */
async function settledBoxOf(locator: Locator): Promise<Box> {
  await expect(async () => {
    const a = await boxOf(locator);
    const b = await boxOf(locator);
    expect(a).toEqual(b);
  }).toPass();
  return boxOf(locator);
}

test.describe("unsaved changes", () => {
  test("an unchanged form leaves without asking; a change asks first (in-app, back button, tab close); staying keeps it; a saved form leaves without asking", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page);
    // Arrive in-app, so the back button stays inside the app's history.
    await page.goto(`/platform/projects/${project.id}`);
    await page.getByRole("link", { name: "Edit Project" }).click();
    const title = page.getByLabel("Book Title", { exact: true });
    await expect(title).toHaveValue(project.title);
    // Nothing changed: Cancel leaves at once.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));

    await page.getByRole("link", { name: "Edit Project" }).click();
    await expect(title).toHaveValue(project.title);
    await title.fill("A changed title");
    const nav = page.getByRole("navigation", { name: "Platform" });
    await nav.getByRole("link", { name: "Projects" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on Page" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}/edit$`));
    await expect(title).toHaveValue("A changed title");

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Leave Page" }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
    expect((await (await getProject(page, project.id)).json()).title).toBe(project.title);

    // Closing or reloading the tab: the page cancels beforeunload exactly when there is something to lose.
    await page.goto(`/platform/projects/${project.id}/edit`);
    const genre = page.getByLabel("Genre", { exact: true });
    await expect(genre).toHaveValue(project.genre);
    const unloadCancelled = () =>
      page.evaluate(() => {
        const event = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await unloadCancelled()).toBe(false);
    await genre.fill("Changed genre");
    await expect.poll(unloadCancelled).toBe(true);
    await genre.fill(project.genre);
    await expect.poll(unloadCancelled).toBe(false);

    // A saved change leaves without asking.
    await title.fill(`${project.title} saved`);
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test.describe("error states", () => {
  test("a server failure on the detail page shows a toast and the error with Try again, not 'Project Not Found'; on the edit page it keeps the heading", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page);
    // A visit within the app: a document opened at the project would bring the project with it.
    await page.goto(`/platform/projects?q=${encodeURIComponent(project.title)}`);
    let failing = true;
    // Answers wait while `held` is set, so the test sees the page go back to loading.
    let held: Promise<void> | undefined;
    await page.route(`**/api/projects/${project.id}`, async (route) => {
      await held;
      return failing && route.request().method() === "GET"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "unavailable", message: "The database is unavailable" } }),
          })
        : route.fallback();
    });
    await page.getByRole("link", { name: project.title }).first().click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Error loading project")).toBeVisible();
    await expect(toasts.getByText("The database is unavailable")).toBeVisible();
    // Only a 404 is 'Project Not Found'; any other failure says what happened and offers another try.
    const main = page.locator("#main");
    const alert = page.getByRole("alert").filter({ hasText: "Error loading project" });
    await expect(main.getByRole("heading", { name: "Error loading project" })).toBeVisible();
    await expect(main.getByText("The database is unavailable")).toBeVisible();
    await expect(alert.getByText("The database is unavailable")).toBeVisible();
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toHaveCount(0);
    await expect(page.getByText("Project Not Found")).toHaveCount(0);
    // The shell stays, with a way back.
    await expect(page.getByRole("navigation", { name: "Platform" })).toBeVisible();
    await expect(alert.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/platform/projects");

    // Asked again and failing again, the same failure keeps one toast, not a stack of copies.
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(main.getByRole("status")).toBeAttached();
    release();
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await afterTwoFrames(page);
    expect(await toasts.getByText("Error loading project").count()).toBe(1);

    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();

    // The edit page keeps its heading and offers Try again and a way back to the project.
    failing = true;
    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Project" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error loading project" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Project" })).toHaveAttribute(
      "href",
      `/platform/projects/${project.id}`,
    );
  });
});

test.describe("the edit page has what register has", () => {
  test("an Admin changes the cover and the team on the edit page; the detail page shows subject, level, objectives and the team; required fields are marked", async ({
    adminPage: page,
    createUser,
  }) => {
    const editor = await createUser({ role: "Editor", name: `Edith Editor ${Date.now()}` });
    const project = await createProject(page, { subject: "Marine Science", level: "Grade 5" });
    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByRole("group", { name: "Project Team" })).toBeVisible();
    await expect(page.getByLabel("Book Title", { exact: true })).toHaveAttribute("aria-required", "true");
    await expect(page.getByLabel("Deadline", { exact: true })).not.toHaveAttribute("aria-required", "true");
    await page.getByLabel("Cover Image (optional)").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: TINY_PNG,
    });
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await page.getByLabel("Team member 1", { exact: true }).selectOption({ label: editor.name });
    await page.getByLabel("Role for team member 1").selectOption("Editor");
    await page.getByRole("button", { name: "Update Project" }).click();

    await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
    await expect(page.getByText("Marine Science")).toBeVisible();
    await expect(page.getByText("Grade 5")).toBeVisible();
    await expect(page.getByText("Explain the tides")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Team" })).toBeVisible();
    const team = page.getByRole("list", { name: "Project team" });
    await expect(team.getByText(editor.name)).toBeVisible();
    const saved = await (await getProject(page, project.id)).json();
    expect(saved.cover_url).toMatch(/\/cover/);
    expect(saved.assignments.map((a: { user_id: string; role: string }) => [a.user_id, a.role])).toEqual([
      [editor.id, "Editor"],
    ]);

    await page.goto(`/platform/projects/${project.id}/edit`);
    await expect(page.getByRole("img", { name: `Current cover of ${project.title}` })).toBeVisible();
    await expect(page.getByLabel("Team member 1", { exact: true })).toHaveValue(editor.id);
    await page.goto("/platform/projects/new");
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-required", "true");
  });
});

test.describe("toasts", () => {
  test("after saving, the toast covers none of the header's controls at 1280px and 375px", async ({
    adminPage: page,
  }) => {
    const project = await createProject(page);
    for (const [viewport, genre] of [
      [{ width: 1280, height: 800 }, "Science fiction"],
      [{ width: 375, height: 740 }, "Fantasy"],
    ] as const) {
      await page.setViewportSize(viewport);
      // A document load: the toast of the save before does not carry over.
      await page.goto(`/platform/projects/${project.id}/edit`);
      await page.getByLabel("Genre", { exact: true }).fill(genre);
      await page.getByRole("button", { name: "Update Project" }).click();
      await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Project Updated" });
      await expect(toast).toBeVisible();
      const toastBox = await settledBoxOf(toast);
      const controls = [
        page.getByRole("link", { name: "Edit Project" }),
        page.getByRole("button", { name: "Delete Project" }),
        page.getByRole("button", { name: "Toggle sidebar" }),
        page.getByRole("heading", { level: 1, name: project.title }),
      ];
      for (const control of controls) {
        const label = `${viewport.width}px: ${(await control.textContent()) ?? ""}`;
        expect(overlaps(toastBox, await boxOf(control)), label).toBe(false);
      }
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    }
  });
});

test.describe("toasts on a phone", () => {
  // Both ways a phone may be set: with reduced motion the toast appears at once, and the room made
  // for it must show in the layout before the page is scrolled into it.
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`at 375px (reduced motion: ${reducedMotion}), the error toast of a failed save leaves the button that sends it again in sight and in reach`, async ({
      adminPage: page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/platform/projects/new");
      await page.getByLabel("Title").fill(uniqueTitle("Toast Room"));
      await page.getByLabel("Summary").fill("A story told from the bottom of a phone's screen.");
      await page.getByLabel("Subject").fill("Literature");
      await page.getByLabel("Level").fill("Grade 4");
      await page.getByLabel("Author").fill("Ada Page");
      await page.getByLabel("Genre").fill("Fiction");
      await page.getByLabel("New objective").fill("Draft it");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      // The answer is lost on the way: the form stays, and a toast says sending it again is safe.
      await page.route("**/api/projects", (route) =>
        route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
      );
      const register = page.getByRole("button", { name: "Register Project" });
      // As a thumb reaches it: the form scrolled to its end, the button near the screen's bottom edge.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await register.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sending it again is safe" });
      await expect(toast).toBeVisible();
      const toastBox = await settledBoxOf(toast);
      // The page makes room below its end and moves up, so the button sits above the toast, and a tap
      // on it lands on the button itself.
      await expect(async () => {
        const buttonBox = await boxOf(register);
        expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(toastBox.y);
        const tapped = await register.evaluate((button) => {
          const { x, y, width, height } = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
        expect(tapped).toBe(true);
      }).toPass();
    });
  }

  test("at 375px, a toast that covers no control moves nothing: a failed sign-in leaves the login page where it was", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/platform/login");
    await page.getByLabel("Email").fill("nobody@example.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    const toastBox = await settledBoxOf(toast);
    // The form ends above the toast, so the page keeps its place and gains no room.
    const signIn = await boxOf(page.getByRole("button", { name: "Sign In" }));
    expect(signIn.y + signIn.height).toBeLessThan(toastBox.y);
    expect(await page.evaluate(() => ({ scrolled: window.scrollY, room: document.body.style.paddingBottom }))).toEqual({
      scrolled: 0,
      room: "",
    });
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`at 375px (reduced motion: ${reducedMotion}), in the Update Status dialog, the error toast of a lost answer leaves the dialog's button in sight`, async ({
      adminPage: page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const project = await createProject(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/platform/projects/${project.id}`);
      await page.getByRole("button", { name: "Update Status" }).click();
      const dialog = page.getByRole("dialog", { name: "Update Status" });
      await dialog.getByLabel("Current Stage").selectOption("Writing");
      await dialog.getByLabel("Accomplishment 1", { exact: true }).fill("Wrote on the bus");
      await dialog.getByLabel("Hours Worked").fill("1");
      await page.route(`**/api/projects/${project.id}/progress`, (route) =>
        route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
      );
      const send = dialog.getByRole("button", { name: "Update Status" });
      // As a thumb reaches it: the dialog scrolled to its end.
      await send.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await send.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sending it again is safe" });
      await expect(toast).toBeVisible();
      const toastBox = await settledBoxOf(toast);
      await expect(async () => {
        const sendBox = await boxOf(send);
        expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(toastBox.y);
      }).toPass();
    });
  }
});
