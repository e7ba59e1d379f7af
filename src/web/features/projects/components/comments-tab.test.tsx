import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeKeysSent, stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { CommentsTab } from "./comments-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROJECT_ID = "11111111-1111-4111-8111-111111111111";

describe("CommentsTab", () => {
  it("posts once on a double click, then empties the box", async () => {
    const fetchMock = stubApi({
      "/projects/:id/comments": {
        $get: { items: [] },
        $post: ({ body }) => ({
          id: "c1",
          content: (body as { content: string }).content,
          created_at: "2026-11-27T09:00:00.000Z",
          author: { id: "admin-1", full_name: "Ada Admin", avatar_url: null },
        }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CommentsTab projectId={PROJECT_ID} canComment />);
    const box = screen.getByLabelText("Add a comment");
    await user.type(box, "Chapter 3 reads well");
    await user.dblClick(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(box).toHaveValue(""));
    await waitFor(() => expect(screen.getByRole("button", { name: "Post Comment" })).toBeEnabled());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("sends a comment whose answer was lost again under the same name, so it is posted once; a new comment gets a new name", async () => {
    const toastError = vi.spyOn(toast, "error");
    let posts = 0;
    const fetchMock = stubApi({
      "/projects/:id/comments": {
        $get: { items: [] },
        $post: ({ body }) => {
          posts += 1;
          // The first answer is lost on the way back, as on a dropped connection.
          if (posts === 1) throw new TypeError("Failed to fetch");
          return {
            id: `c${posts}`,
            content: (body as { content: string }).content,
            created_at: "2026-11-27T09:00:00.000Z",
            author: { id: "admin-1", full_name: "Ada Admin", avatar_url: null },
          };
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CommentsTab projectId={PROJECT_ID} canComment />);
    const box = screen.getByLabelText("Add a comment");
    const postButton = () => screen.getByRole("button", { name: "Post Comment" });
    await user.type(box, "Chapter 3 reads well");
    await user.click(postButton());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error", {
        description:
          "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.",
      }),
    );
    expect(box).toHaveValue("Chapter 3 reads well");
    await user.click(postButton());
    await waitFor(() => expect(box).toHaveValue(""));
    await waitFor(() => expect(postButton()).toBeEnabled());
    await user.type(box, "Chapter 3 reads well");
    await user.click(postButton());
    await waitFor(() => expect(posts).toBe(3));
    const keys = changeKeysSent(fetchMock);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
