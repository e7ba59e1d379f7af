/**
 * Project sharing and live updates, with two people in two browser contexts:
 * what one does reaches the other's open page without a reload.
 */
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { createProject, expectNoAxeViolations, uniqueTitle } from "./projects-support";
import { expect as baseExpect, test } from "./support/fixtures";

const ORIGIN = { origin: E2E_BASE_URL };
// Live updates cross two browsers, the server and Postgres; on a loaded machine that takes longer than a click.
const expect = baseExpect.configure({ timeout: 20_000 });

async function shareViaApi(page: Page, projectId: string, userId: string, message?: string) {
  const res = await page.context().request.post(`/api/projects/${projectId}/shares`, {
    data: { userId, message },
    headers: ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("Project sharing", () => {
  // Two browsers and several live round trips each.
  test.slow();
  test("a share reaches the recipient's open dashboard live; Accept opens the project; Reject removes one; a comment reaches the owner's notification centre live", async ({
    browser,
    createUser,
    signIn,
  }) => {
    // Names unique to this run: the picker must list the reader once, and the install keeps earlier runs' people.
    const owner = await createUser({ role: "Writer", name: uniqueTitle("Wanda Owner") });
    const reader = await createUser({ role: "Editor", name: uniqueTitle("Rex Reader") });
    const ownerPage = await (await browser.newContext()).newPage();
    const readerPage = await (await browser.newContext()).newPage();
    await signIn(ownerPage, owner);
    await signIn(readerPage, reader);

    const project = await createProject(ownerPage, { title: uniqueTitle("Shared Atlas") });
    await readerPage.goto("/platform/dashboard");
    const section = readerPage.getByRole("heading", { name: "Projects Shared With Me" }).locator("xpath=../..");
    await expect(section.getByText("No projects have been shared with you yet.")).toBeVisible();
    await expect(readerPage.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

    await ownerPage.goto(`/platform/projects/${project.id}`);
    await ownerPage.getByRole("button", { name: "Share Project" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Share Project" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(425);
    const picker = dialog.getByLabel("User");
    // The picker appears once the colleagues have loaded, and the focus goes to it, not to the message.
    await expect(picker).toBeFocused();
    await expect(picker.locator("option", { hasText: reader.name })).toHaveCount(1);
    await expect(picker.locator("option", { hasText: owner.name })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Share" }).click();
    await expect(dialog.getByText("Please select a user to share with")).toBeVisible();
    await expectNoAxeViolations(ownerPage, "share dialog");
    await picker.selectOption({ label: `${reader.name} (${reader.email})` });
    await dialog.getByLabel("Message (optional)").fill("Please check the maps in chapter 2");
    await dialog.getByRole("button", { name: "Share" }).click();
    await expect(ownerPage.getByText("Project shared successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Opened again, with the colleagues already loaded, it starts on the picker too.
    await ownerPage.getByRole("button", { name: "Share Project" }).click();
    await expect(picker).toBeFocused();
    await ownerPage.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // No reload on the reader's side: the share and the notification arrive live.
    const item = readerPage.getByTestId("shared-project").filter({ hasText: project.title });
    await expect(item).toBeVisible();
    await expect(item.getByText("Please check the maps in chapter 2")).toBeVisible();
    await expect(
      item.getByText(`Shared by ${owner.name} · Version 1 · ${format(new Date(), "MMM d, yyyy")}`),
    ).toBeVisible();
    await expect(item.getByText("pending")).toBeVisible();
    const bell = readerPage.getByRole("button", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible();
    await bell.click();
    const note = readerPage
      .getByTestId("notification")
      .filter({ hasText: `${owner.name} shared “${project.title}” with you` });
    await expect(note).toBeVisible();
    // On a phone the panel keeps a margin from both edges of the screen rather than touching one.
    const viewport = readerPage.viewportSize();
    await readerPage.setViewportSize({ width: 375, height: 812 });
    const panel = readerPage.getByRole("dialog", { name: "Notifications" });
    // The panel is placed again after the resize, so wait for where it settles rather than read it once.
    await expect
      .poll(
        async () => {
          const box = await panel.boundingBox();
          return box ? box.x >= 8 && box.x + box.width <= 375 - 8 : false;
        },
        { message: "the panel keeps 8 px from both edges of a 375 px screen" },
      )
      .toBe(true);
    if (viewport) await readerPage.setViewportSize(viewport);
    // Each notice's button names its notice, as a list of them would otherwise read "Mark as read" over and over.
    await note.getByRole("button", { name: `Mark as read: ${owner.name} shared “${project.title}” with you` }).click();
    await expect(readerPage.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await readerPage.keyboard.press("Escape");
    await expectNoAxeViolations(readerPage, "dashboard with a share");

    // Sharing again bumps the version and marks it updated, live.
    await shareViaApi(ownerPage, project.id, reader.id, "Second draft");
    await expect(item.getByText("updated")).toBeVisible();
    await expect(item.getByText(/Version 2/)).toBeVisible();

    await item.getByRole("button", { name: `Accept “${project.title}”` }).click();
    await expect(readerPage.getByText("Project accepted successfully")).toBeVisible();
    await expect(readerPage).toHaveURL(`${E2E_BASE_URL}/platform/projects/${project.id}`);
    await expect(readerPage.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();

    await readerPage.goto("/platform/dashboard");
    await expect(item.getByRole("link", { name: "View Project" })).toBeVisible();
    await expect(item.getByRole("button", { name: "Accept" })).toHaveCount(0);

    // Reject removes a share from the list, for good.
    const rejected = await createProject(ownerPage, { title: uniqueTitle("Rejected Tide") });
    await shareViaApi(ownerPage, rejected.id, reader.id);
    const rejectedItem = readerPage.getByTestId("shared-project").filter({ hasText: rejected.title });
    await expect(rejectedItem).toBeVisible();
    await rejectedItem.getByRole("button", { name: `Reject “${rejected.title}”` }).click();
    await expect(readerPage.getByText("Project rejected")).toBeVisible();
    await expect(rejectedItem).toHaveCount(0);
    await readerPage.reload();
    await expect(readerPage.getByRole("heading", { name: "Projects Shared With Me" })).toBeVisible();
    await expect(rejectedItem).toHaveCount(0);
    expect((await readerPage.context().request.get(`/api/projects/${rejected.id}`)).status()).toBe(404);

    // A comment on the owner's project by the reader who accepted it shows in the owner's notification
    // centre live, and the history refreshes.
    await ownerPage.goto(`/platform/projects/${project.id}`);
    await ownerPage.getByRole("tab", { name: "Activity" }).click();
    await expect(ownerPage.getByText(`${reader.name} accepted the shared project`)).toBeVisible();
    const commented = await readerPage.context().request.post(`/api/projects/${project.id}/comments`, {
      data: { content: "The second map is upside down." },
      headers: ORIGIN,
    });
    expect(commented.status()).toBe(201);
    await expect(ownerPage.getByText(`${reader.name} commented: “The second map is upside down.”`)).toBeVisible();
    await ownerPage.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    await expect(
      ownerPage.getByTestId("notification").filter({ hasText: `${reader.name} commented on “${project.title}”` }),
    ).toBeVisible();
    await ownerPage.getByRole("button", { name: "Mark all as read" }).click();
    await expect(ownerPage.getByTestId("unread-count")).toHaveCount(0);

    // The dashboard's summary follows live changes too: its Recent Activity shows the next comment.
    await ownerPage.goto("/platform/dashboard");
    const recent = ownerPage.getByRole("list", { name: "Recent activity" });
    await expect(recent.getByText(/The second map is upside down/)).toBeVisible();
    const again = await readerPage.context().request.post(`/api/projects/${project.id}/comments`, {
      data: { content: "Chapter 3 needs a legend." },
      headers: ORIGIN,
    });
    expect(again.status()).toBe(201);
    await expect(recent.getByText(/Chapter 3 needs a legend/)).toBeVisible();
    await ownerPage.context().close();
    await readerPage.context().close();
  });
});
