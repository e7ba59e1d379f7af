import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stageFile } from "#web/test/api-fixtures";
import { renderWithProviders } from "#web/test/render";
import { StageFiles } from "./stage-files";

const users = [{ id: "u2", label: "Lerato Dube" }];

function renderStageFiles(files: ReturnType<typeof stageFile>[], onShare = vi.fn()) {
  renderWithProviders(
    <StageFiles
      stageLabel="Writing"
      saved
      files={files}
      users={users}
      progress={null}
      pendingFile={null}
      pendingShareWith={null}
      onChooseFile={() => {}}
      onShare={onShare}
    />,
  );
  return onShare;
}

describe("StageFiles sharing", () => {
  // As the server lists them: by name, each name's versions newest first.
  const files = [
    stageFile({ id: "alpha-1", file_name: "alpha-outline.pdf", version: 1, uploaded_at: "2026-11-20T09:00:00.000Z" }),
    stageFile({ id: "zeta-2", file_name: "zeta-chapter.pdf", version: 2, uploaded_at: "2026-11-26T09:00:00.000Z" }),
    stageFile({ id: "zeta-1", file_name: "zeta-chapter.pdf", version: 1, uploaded_at: "2026-11-21T09:00:00.000Z" }),
  ];

  it("offers the file uploaded last first, and any other file's newest version one choice away", async () => {
    const onShare = renderStageFiles(files);
    const user = userEvent.setup();
    expect(screen.getByLabelText("Share zeta-chapter.pdf (v2) with")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "alpha-outline.pdf (v1)" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "zeta-chapter.pdf (v1)" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("File to share"), "alpha-1");
    await user.selectOptions(screen.getByLabelText("Share alpha-outline.pdf (v1) with"), "u2");
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(onShare).toHaveBeenCalledWith("alpha-1", "u2");
  });

  it("asks no file choice when the stage has one file", () => {
    renderStageFiles(files.slice(1));
    expect(screen.getByLabelText("Share zeta-chapter.pdf (v2) with")).toBeInTheDocument();
    expect(screen.queryByLabelText("File to share")).not.toBeInTheDocument();
  });
});
