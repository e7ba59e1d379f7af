import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { FilesTab } from "./files-tab";

afterEach(() => vi.unstubAllGlobals());

async function openUploadWithoutStages(canEdit: boolean) {
  stubApi({ "/projects/:id/files": { $get: { items: [] } } });
  renderWithProviders(<FilesTab projectId="p1" stages={[]} canUpload canEdit={canEdit} />);
  await userEvent.click(await screen.findByRole("button", { name: "Upload File" }));
  return screen.findByRole("dialog");
}

describe("FilesTab's upload on a project without stages", () => {
  it("says a stage comes first and, to someone who may edit, links to where it is added", async () => {
    const dialog = await openUploadWithoutStages(true);
    expect(dialog).toHaveTextContent("Add and save a stage on the Edit Project page before uploading files.");
    expect(screen.getByRole("link", { name: "Add stages" })).toHaveAttribute("href", "/platform/projects/p1/edit");
  });

  it("offers no link to someone who may not edit the project", async () => {
    const dialog = await openUploadWithoutStages(false);
    expect(dialog).toHaveTextContent("Add and save a stage on the Edit Project page before uploading files.");
    expect(screen.queryByRole("link", { name: "Add stages" })).not.toBeInTheDocument();
  });
});
