import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARE_SUCCESS_MESSAGE } from "#shared/schemas/sharing";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { ShareProjectDialog } from "./share-project-dialog";

afterEach(() => vi.unstubAllGlobals());

describe("ShareProjectDialog", () => {
  it("shares once on a double click, then closes", async () => {
    const fetchMock = stubApi({
      "/users/directory": {
        $get: {
          users: [
            {
              id: "u2",
              email: "lerato@x.test",
              full_name: "Lerato Dube",
              avatar_url: null,
              role: "Illustrator",
              created_at: "2024-01-01T00:00:00.000Z",
            },
          ],
        },
      },
      "/projects/:id/shares": {
        $post: { message: SHARE_SUCCESS_MESSAGE, share: { id: "s1", version: 1, status: "pending" } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareProjectDialog projectId="11111111-1111-4111-8111-111111111111" />);
    await user.click(screen.getByRole("button", { name: "Share Project" }));
    const picker = await screen.findByLabelText("User");
    await waitFor(() => expect(screen.getByRole("option", { name: /Lerato Dube/ })).toBeInTheDocument());
    await user.selectOptions(picker, "u2");
    // Both clicks at once, with no pause between them for timers to run in, as a quick hand gives.
    await userEvent.setup({ delay: null }).dblClick(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });
});
