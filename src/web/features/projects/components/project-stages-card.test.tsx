import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StageDraft } from "#web/features/projects/lib/stage-drafts";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { ProjectStagesCard } from "./project-stages-card";
import { useStageUploads } from "./use-stage-uploads";

// The toasts are watched, not shown (spies rather than a module mock, which a worker's shared
// module cache would let leak into other files).
beforeEach(() => {
  vi.spyOn(toast, "success").mockReturnValue("");
  vi.spyOn(toast, "error").mockReturnValue("");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROJECT_ID = "11111111-1111-4111-8111-111111111111";
const SAVED_ID = "22222222-2222-4222-8222-222222222222";

function Harness({ initial = [] as StageDraft[] }) {
  const [stages, setStages] = useState(initial);
  const uploads = useStageUploads(PROJECT_ID, (key, change) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage))),
  );
  return (
    <ProjectStagesCard
      projectId={PROJECT_ID}
      stages={stages}
      setStages={setStages}
      errors={{}}
      users={[{ id: "me", label: "Ada (you)" }]}
      uploads={uploads}
    />
  );
}

describe("ProjectStagesCard", () => {
  it("adds 'Stage {n}' rows as unsaved, with the files note, and removes them without asking", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add Stage" }));
    await user.click(screen.getByRole("button", { name: "Add Stage" }));
    const rows = screen.getAllByTestId("stage-row");
    expect(within(rows[1]).getByLabelText("Stage Name")).toHaveValue("Stage 2");
    expect(within(rows[1]).getByLabelText("Assignee")).toHaveValue("");
    expect(within(rows[1]).getByLabelText("Status")).toHaveValue("Not Started");
    expect(within(rows[1]).getByText("Unsaved")).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Save the stage first to upload or share files/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Stage 2" }));
    expect(screen.getAllByTestId("stage-row")).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Stage Removed", expect.anything());
  });

  it("refuses to save a stage without a name", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add Stage" }));
    await user.clear(screen.getByLabelText("Stage Name"));
    await user.click(screen.getByRole("button", { name: "Save stage 1" }));
    expect(toast.error).toHaveBeenCalledWith("Please provide a stage name before saving.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates an unsaved stage and keeps its row, now saved", async () => {
    const fetchMock = stubApi({
      "/projects/:id/stages": {
        $post: {
          id: SAVED_ID,
          project_id: PROJECT_ID,
          stage_name: "Stage 1",
          assigned_user_id: null,
          assignee_name: null,
          status: "Not Started",
          comment: null,
          due_date: null,
          created_at: "2024-01-01T00:00:00.000Z",
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add Stage" }));
    await user.click(screen.getByRole("button", { name: "Save Stage 1" }));
    await waitFor(() => expect(screen.queryByText("Unsaved")).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).not.toHaveProperty("id");
    expect(toast.success).toHaveBeenCalledWith("Stage Created", expect.anything());
  });

  it("asks before deleting a saved stage", async () => {
    stubApi({});
    const user = userEvent.setup();
    const saved: StageDraft = {
      key: SAVED_ID,
      id: SAVED_ID,
      stage_name: "Drafting",
      assigned_user_id: null,
      status: "In Progress",
      comment: "",
      due_date: null,
    };
    renderWithProviders(<Harness initial={[saved]} />);
    await user.click(screen.getByRole("button", { name: "Delete Drafting" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "This action will permanently delete this stage and all associated files. This action cannot be undone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getAllByTestId("stage-row")).toHaveLength(1);
  });
});
