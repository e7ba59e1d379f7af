import type { Page } from "@playwright/test";
import { addStage, createProject, uniqueTitle } from "#tests/e2e/projects-support";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { expect as baseExpect, test } from "#tests/e2e/support/fixtures";
import { pdfOfSize, TINY_PDF } from "#tests/factories/files";

// Seeds through the API and loads the page twice; a shared, loaded machine needs the room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 375, height: 812 };

async function uploadViaApi(page: Page, projectId: string, stageId: string, name: string, buffer: Buffer) {
  const res = await page.context().request.post(`/api/projects/${projectId}/stages/${stageId}/files`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name, mimeType: "application/pdf", buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("on a phone every file, in the repository and on its project's Files tab, shows its details and Download on screen", async ({
  adminPage: page,
}) => {
  const title = uniqueTitle("Pocket Atlas");
  const project = await createProject(page, { title });
  const stage = await addStage(page, project.id, { stage_name: "Editing", status: "In Progress" });
  const longName = "a-very-long-manuscript-file-name-that-would-not-fit-on-a-phone-screen-at-all.pdf";
  await uploadViaApi(page, project.id, stage.id, longName, TINY_PDF);
  await uploadViaApi(page, project.id, stage.id, longName, pdfOfSize(300_000));
  await uploadViaApi(page, project.id, stage.id, "cover-notes.pdf", TINY_PDF);

  await page.setViewportSize(PHONE);
  await page.goto("/platform/files");
  await expect(page.getByRole("heading", { name: "Document Repository" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search files" }).fill(title);
  const files = page.getByTestId("repository-file");
  await expect(files).toHaveCount(3);

  for (const file of await files.all()) {
    const download = file.getByRole("button", { name: /^Download / });
    await download.scrollIntoViewIfNeeded();
    const box = await download.boundingBox();
    expect(box, "the Download button is laid out").not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    // The date and the size are shown whole, not cut off.
    await expect(file).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(file).toContainText(/\d+\.\d{2} (Bytes|KB|MB)/);
  }
  // Nothing runs off the side of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Only the newest version of a file needs attention.
  const versions = files.filter({ hasText: longName });
  await expect(versions.filter({ hasText: "v2" })).toContainText("Needs attention");
  await expect(versions.filter({ hasText: "v1" })).not.toContainText("Needs attention");

  // Each file leads to its project and to the stage's files.
  await files.filter({ hasText: "cover-notes.pdf" }).getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/platform/projects/${project.id}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/platform\/files/);
  await page.getByRole("searchbox", { name: "Search files" }).fill(title);
  await files
    .filter({ hasText: "cover-notes.pdf" })
    .getByRole("link", { name: `Editing stage files of ${title}` })
    .click();
  await expect(page.getByRole("tab", { name: "Files" })).toHaveAttribute("aria-selected", "true");

  // The project's own Files tab fits a phone too: every version with its Download on screen.
  await page.getByRole("tab", { name: "Files" }).click();
  const projectFiles = page.getByTestId("project-file");
  await expect(projectFiles).toHaveCount(3);
  for (const file of await projectFiles.all()) {
    await expect(file).toContainText(/Editing · v\d · [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const download = file.getByRole("button", { name: /^Download / });
    await download.scrollIntoViewIfNeeded();
    const box = await download.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width, "Download is on screen").toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
