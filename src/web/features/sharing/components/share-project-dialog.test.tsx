import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARE_SUCCESS_MESSAGE } from "#shared/schemas/sharing";
import { ApiStubError, changeKeysSent, stubApi } from "#web/test/api-stub";
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

  it("lets a creator without a role, who may not read the staff directory, name the colleague by email", async () => {
    const sent: unknown[] = [];
    const fetchMock = stubApi({
      "/projects/:id/shares": {
        $post: ({ body }) => {
          sent.push(body);
          if ((body as { email: string }).email === "nobody@x.test") {
            return new ApiStubError(400, "No account uses this email", "validation", {
              email: ["No account uses this email"],
            });
          }
          return { message: SHARE_SUCCESS_MESSAGE, share: { id: "s1", version: 1, status: "pending" } };
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareProjectDialog projectId="11111111-1111-4111-8111-111111111111" />, {
      me: { user: { id: "u9", email: "nia@x.test", full_name: "Nia Newcomer", avatar_url: null }, role: "User" },
    });
    await user.click(screen.getByRole("button", { name: "Share Project" }));
    const field = await screen.findByLabelText("Colleague's email");
    expect(field).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByText("Please enter the email of a colleague")).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(field, "nobody@x.test");
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("No account uses this email")).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();

    await user.clear(field);
    await user.type(field, "lerato@x.test");
    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ email: "lerato@x.test" });
    // The directory, which the server refuses this viewer, is never asked for.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/users/directory"))).toBe(false);
  });
});
