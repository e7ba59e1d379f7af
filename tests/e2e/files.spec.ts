import fs from "node:fs";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import { contentNotAsNamed, FILE_TOO_LARGE } from "#shared/files";
import { addStage, createProject, expectNoAxeViolations, uniqueTitle } from "#tests/e2e/projects-support";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { ADMIN, expect, test } from "#tests/e2e/support/fixtures";
import { HTML_PAGE, pdfOfSize, TINY_PDF } from "#tests/factories/files";

/** Where the e2e server keeps uploaded files (its DATA_DIR is .tmp/e2e/data). */
const FILES_DIR = path.resolve(".tmp/e2e/data/files");
/** Uploads and first page loads get more time than the default expect timeout on a busy machine. */
const SLOW = { timeout: 30_000 };
const blobsOf = (stageId: string) =>
  fs.existsSync(path.join(FILES_DIR, stageId)) ? fs.readdirSync(path.join(FILES_DIR, stageId)) : [];

async function savedBytes(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

async function downloadVia(page: Page, button: ReturnType<Page["getByRole"]>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return savedBytes(download);
}

/** Uploads through the API as the page's user, as the stages card does. */
async function uploadViaApi(page: Page, projectId: string, stageId: string, name: string, buffer: Buffer) {
  const res = await page.context().request.post(`/api/projects/${projectId}/stages/${stageId}/files`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name, mimeType: "application/pdf", buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<{ id: string; download_url: string }>;
}

test.describe("Stage files", () => {
  test("an 11 MB file and an HTML file renamed .png are refused, leaving nothing; a PDF uploaded to a saved stage shows on the Files tab and in the repository and downloads the same bytes; the same name again is version 2", async ({
    adminPage: page,
  }) => {
    // Uploads, downloads and an axe pass in one walk.
    test.slow();
    const project = await createProject(page, { title: uniqueTitle("Files Book") });
    const stage = await addStage(page, project.id, { stage_name: "Writing", status: "In Progress" });
    const fileName = `${uniqueTitle("chapter").replace(/\s+/g, "-")}.pdf`;
    const second = pdfOfSize(4096);

    await page.goto(`/platform/projects/${project.id}/edit`);
    const row = page.getByTestId("stage-row");

    // An 11 MB file and an HTML file renamed .png are refused with clear messages, leaving nothing.
    const input = row.getByLabel("Upload file");
    await input.setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: pdfOfSize(11 * 1024 * 1024) });
    await expect(page.getByText("Upload Failed").first()).toBeVisible(SLOW);
    await expect(page.getByText(FILE_TOO_LARGE)).toBeVisible();
    await input.setInputFiles({ name: "innocent.png", mimeType: "image/png", buffer: HTML_PAGE });
    await expect(page.getByText(contentNotAsNamed("innocent.png"))).toBeVisible(SLOW);
    await expect(page.getByTestId("stage-file")).toHaveCount(0);
    // The server refuses the same files on its own (the HTML one above came back 415 from it).
    const direct = await page.context().request.post(`/api/projects/${project.id}/stages/${stage.id}/files`, {
      headers: { origin: E2E_BASE_URL },
      multipart: { file: { name: "innocent.png", mimeType: "image/png", buffer: HTML_PAGE } },
    });
    expect(direct.status()).toBe(415);
    expect(blobsOf(stage.id)).toEqual([]);
    await page.goto(`/platform/projects/${project.id}`);
    await page.getByRole("tab", { name: "Files" }).click();
    await expect(page.getByRole("tabpanel").getByText("No files uploaded")).toBeVisible();

    await page.goto(`/platform/projects/${project.id}/edit`);
    await row
      .getByLabel("Upload file")
      .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: TINY_PDF });
    await expect(page.getByText("File uploaded").first()).toBeVisible(SLOW);
    const listed = row.getByTestId("stage-file").filter({ hasText: fileName });
    await expect(listed.getByText("v1")).toBeVisible();

    await row.getByLabel("Upload file").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: second });
    await expect(listed.getByText("v2")).toBeVisible(SLOW);
    await expect(listed.getByRole("button", { name: /^Download / })).toHaveCount(2);
    expect(blobsOf(stage.id)).toHaveLength(2);

    // The detail page's Files tab lists both versions with their stage, and each downloads its own bytes.
    await page.goto(`/platform/projects/${project.id}`);
    await page.getByRole("tab", { name: "Files" }).click();
    const rows = page.getByTestId("project-file");
    await expect(rows).toHaveCount(2, SLOW);
    await expect(rows.first()).toContainText(fileName);
    await expect(rows.first()).toContainText("Writing");
    await expect(rows.first()).toContainText("v2");
    await expect(rows.last()).toContainText("v1");
    const v1 = await downloadVia(page, page.getByRole("button", { name: `Download ${fileName} version 1` }));
    expect(v1.equals(TINY_PDF)).toBe(true);
    const v2 = await downloadVia(page, page.getByRole("button", { name: `Download ${fileName} version 2` }));
    expect(v2.equals(second)).toBe(true);
    await expect(page.getByText("File downloaded successfully").first()).toBeVisible();

    // The Document Repository lists it as new, with its size, and downloads the same bytes.
    await page.goto("/platform/files");
    await expect(page.getByRole("heading", { name: "Document Repository" })).toBeVisible(SLOW);
    const entry = page.getByTestId("repository-file").filter({ hasText: fileName });
    await expect(entry).toHaveCount(2, SLOW);
    await expect(entry.first()).toContainText("Needs attention");
    await expect(entry.first()).toContainText("4.00 KB");
    await expect(entry.first()).toContainText(ADMIN.name);
    const fromRepository = await downloadVia(
      page,
      entry.first().getByRole("button", { name: `Download ${fileName} version 2` }),
    );
    expect(fromRepository.equals(second)).toBe(true);

    // Comment on it, stored and shown as text.
    await entry
      .first()
      .getByRole("button", { name: `Comment on ${fileName}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("No comments yet")).toBeVisible();
    await dialog.getByLabel("Add a comment").fill("<b>Chapter two</b> needs a map");
    await dialog.getByRole("button", { name: "Post Comment" }).click();
    await expect(dialog.getByTestId("file-comment")).toContainText("<b>Chapter two</b> needs a map");
    await expectNoAxeViolations(page, "file comments dialog");
    await page.keyboard.press("Escape");

    // A PDF is not an illustration.
    await page.getByRole("tab", { name: "Illustrations" }).click();
    await expect(page.getByTestId("repository-file").filter({ hasText: fileName })).toHaveCount(0);
    await expectNoAxeViolations(page, "document repository");
  });

  test("a file shared with a user is downloadable by them, and by nobody who neither sees the project nor is its target", async ({
    adminPage: page,
    browser,
    createUser,
    signIn,
  }) => {
    const target = await createUser({ role: "Editor", name: uniqueTitle("Tara Target") });
    const stranger = await createUser({ role: "Writer", name: uniqueTitle("Stan Stranger") });
    const project = await createProject(page, { title: uniqueTitle("Shared File Book") });
    const stage = await addStage(page, project.id, { stage_name: "Typesetting", status: "In Progress" });
    const fileName = `${uniqueTitle("proofs").replace(/\s+/g, "-")}.pdf`;
    const file = await uploadViaApi(page, project.id, stage.id, fileName, TINY_PDF);

    // The Admin shares it from the stages card.
    await page.goto(`/platform/projects/${project.id}/edit`);
    const row = page.getByTestId("stage-row");
    await row.getByLabel(`Share ${fileName} (v1) with`).selectOption({ label: target.name });
    await row.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("File Shared")).toBeVisible(SLOW);
    // On a phone the version keeps its date and Download on one line, and the share reads below.
    await page.setViewportSize({ width: 375, height: 800 });
    const version = row.getByTestId("stage-file-version");
    await expect(version.getByText(`Shared with ${target.name}`)).toBeVisible(SLOW);
    const middles = await Promise.all(
      [version.getByText("v1", { exact: true }), version.getByRole("button", { name: /^Download / })].map(
        async (part) => {
          const box = await part.boundingBox();
          return box ? box.y + box.height / 2 : Number.NaN;
        },
      ),
    );
    expect(Math.abs(middles[0] - middles[1])).toBeLessThan(4);

    // The target sees it on the dashboard with the uploader and role, marked urgent, and downloads it.
    const targetContext = await browser.newContext();
    const targetPage = await targetContext.newPage();
    await signIn(targetPage, target);
    await targetPage.goto("/platform/dashboard");
    const shared = targetPage.getByTestId("shared-file").filter({ hasText: fileName });
    await expect(shared).toContainText(`From ${ADMIN.name}`, SLOW);
    await expect(shared).toContainText("Admin");
    await expect(shared).toContainText("Urgent");
    const bytes = await downloadVia(targetPage, shared.getByRole("button", { name: `Download ${fileName}` }));
    expect(bytes.equals(TINY_PDF)).toBe(true);
    await expect(targetPage.getByText("File downloaded successfully")).toBeVisible();
    await expectNoAxeViolations(targetPage, "dashboard with shared files");
    // The target does not see the project itself.
    expect((await targetContext.request.get(`/api/projects/${project.id}`)).status()).toBe(404);
    await targetContext.close();

    // Someone who neither sees the project nor is the target gets nothing.
    const strangerContext = await browser.newContext();
    const strangerPage = await strangerContext.newPage();
    await signIn(strangerPage, stranger);
    expect((await strangerContext.request.get(file.download_url)).status()).toBe(404);
    await strangerPage.goto("/platform/files");
    await expect(strangerPage.getByRole("heading", { name: "Document Repository" })).toBeVisible(SLOW);
    await expect(strangerPage.getByText("No Files Found")).toBeVisible(SLOW);
    await expect(strangerPage.getByText(fileName)).toHaveCount(0);
    await strangerContext.close();
  });
});
