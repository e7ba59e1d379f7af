import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissSessionEnded, reportSessionEnded } from "#web/lib/auth/session-ended";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { SessionEndedDialog } from "./session-ended-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  dismissSessionEnded();
});

describe("SessionEndedDialog", () => {
  it("asks for the password without sending anything, and closes once signed in as the same account", async () => {
    const fetchMock = stubApi({
      "/auth/sign-in/email": {
        $post: {
          redirect: false,
          token: "t",
          url: undefined,
          user: {
            id: "admin-1",
            email: "ada@x.test",
            name: "Ada Admin",
            image: null,
            emailVerified: false,
            createdAt: new Date(0),
            updatedAt: new Date(0),
          },
        },
      },
    });
    renderWithProviders(<SessionEndedDialog email="ada@x.test" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => reportSessionEnded());
    const dialog = await screen.findByRole("dialog", { name: "Your session has ended" });
    expect(dialog).toHaveTextContent("Signing in as ada@x.test");

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Password"), "the-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/sign-in/email");
    expect(JSON.parse(String(init.body))).toEqual({ email: "ada@x.test", password: "the-password" });
  });
});
