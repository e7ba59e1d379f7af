import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stageFile } from "#web/test/api-fixtures";
import { changeKeysSent, stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { FileCommentsDialog } from "./file-comments-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

  it("sends a comment again with the same key after its answer was lost; the next comment gets a new key", async () => {
    const file = stageFile();
    const toastError = vi.spyOn(toast, "error");
    let posts = 0;
    const fetchMock = stubApi({
      "/files/:fileId/comments": {
        $get: { items: [] },
        $post: ({ body }) => {
          posts += 1;
          // The first answer is lost on the way back, as on a dropped connection.
          if (posts === 1) throw new TypeError("Failed to fetch");
          return {
            id: `c${posts}`,
            file_id: file.id,
            content: (body as { content: string }).content,
            author_id: "admin-1",
            author_name: "Ada Admin",
            created_at: "2026-11-27T09:00:00.000Z",
          };
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FileCommentsDialog file={file} />);
    await user.click(screen.getByRole("button", { name: `Comment on ${file.file_name}` }));
    const box = await screen.findByLabelText("Add a comment");
    const postButton = () => screen.getByRole("button", { name: "Post Comment" });
    await user.type(box, "The colours are right");
    await user.click(postButton());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error", {
        description:
          "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.",
      }),
    );
    expect(box).toHaveValue("The colours are right");
    await user.click(postButton());
    await waitFor(() => expect(box).toHaveValue(""));
    await waitFor(() => expect(postButton()).toBeEnabled());
    await user.type(box, "The colours are right");
    await user.click(postButton());
    await waitFor(() => expect(posts).toBe(3));
    const keys = changeKeysSent(fetchMock);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
