import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stageFile } from "#web/test/api-fixtures";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { FileCommentsDialog } from "./file-comments-dialog";

afterEach(() => vi.unstubAllGlobals());

describe("FileCommentsDialog", () => {
  it("posts once on a double click, then empties the box", async () => {
    const file = stageFile();
    const fetchMock = stubApi({
      "/files/:fileId/comments": {
        $get: { items: [] },
        $post: ({ body }) => ({
          id: "c1",
          file_id: file.id,
          content: (body as { content: string }).content,
          author_id: "admin-1",
          author_name: "Ada Admin",
          created_at: "2026-11-27T09:00:00.000Z",
        }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FileCommentsDialog file={file} />);
    await user.click(screen.getByRole("button", { name: `Comment on ${file.file_name}` }));
    const box = await screen.findByLabelText("Add a comment");
    await user.type(box, "The colours are right");
    await user.dblClick(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(box).toHaveValue(""));
    await waitFor(() => expect(screen.getByRole("button", { name: "Post Comment" })).toBeEnabled());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });
});
