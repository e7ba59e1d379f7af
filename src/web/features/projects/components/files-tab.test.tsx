import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { defaultUploadStage, FilesTab } from "./files-tab";

afterEach(() => vi.unstubAllGlobals());

async function openUploadWithoutStages(canEdit: boolean) {
  stubApi({ "/projects/:id/files": { $get: { items: [] } } });
  renderWithProviders(<FilesTab projectId="p1" stages={[]} currentStage="Writing" canUpload canEdit={canEdit} />);
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

describe("the stage an upload goes to by default", () => {
  const stage = (id: string, stage_name: string, assigned_user_id: string | null = null) => ({
    id,
    project_id: "p1",
    stage_name,
    assigned_user_id,
    assignee_name: null,
    status: "Not Started" as const,
    comment: null,
    due_date: null,
    created_at: "2026-11-01T00:00:00.000Z",
  });
  const stages = [stage("s1", "Writing"), stage("s2", "Editing", "me"), stage("s3", "Typesetting")];

  it("is the stage the book is at, else the viewer's own, else the first", () => {
    expect(defaultUploadStage(stages, "Typesetting", "me")).toBe("s3");
    expect(defaultUploadStage(stages, "Book Started", "me")).toBe("s2");
    expect(defaultUploadStage(stages, "Book Started", "someone else")).toBe("s1");
    expect(defaultUploadStage([], "Writing", "me")).toBe("");
  });
});
