import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARE_SUCCESS_MESSAGE } from "#shared/schemas/sharing";
import { changeKeysSent, stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { ShareProjectDialog } from "./share-project-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DIRECTORY = {
  users: [
    {
      id: "u2",
      email: "lerato@x.test",
      full_name: "Lerato Dube",
      avatar_url: null,
      role: "Illustrator" as const,
      created_at: "2024-01-01T00:00:00.000Z",
    },
  ],
};

describe("ShareProjectDialog", () => {
  it("shares once on a double click, then closes", async () => {
    const fetchMock = stubApi({
      "/users/directory": { $get: DIRECTORY },
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

  it("sends a share again with the same key after its answer was lost, so the recipient hears of it once", async () => {
    const toastError = vi.spyOn(toast, "error");
    let posts = 0;
    const fetchMock = stubApi({
      "/users/directory": { $get: DIRECTORY },
      "/projects/:id/shares": {
        $post: () => {
          posts += 1;
          // The first answer is lost on the way back, as on a dropped connection.
          if (posts === 1) throw new TypeError("Failed to fetch");
          return { message: SHARE_SUCCESS_MESSAGE, share: { id: "s1", version: 1, status: "pending" } };
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareProjectDialog projectId="11111111-1111-4111-8111-111111111111" />);
    await user.click(screen.getByRole("button", { name: "Share Project" }));
    const picker = await screen.findByLabelText("User");
    await waitFor(() => expect(screen.getByRole("option", { name: /Lerato Dube/ })).toBeInTheDocument());
    await user.selectOptions(picker, "u2");
    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error sharing project", {
        description:
          "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const keys = changeKeysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
