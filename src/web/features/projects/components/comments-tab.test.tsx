import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { CommentsTab } from "./comments-tab";

afterEach(() => vi.unstubAllGlobals());

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
});
