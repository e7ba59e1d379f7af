import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiStubError, stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { PasswordCard } from "./password-card";

afterEach(() => vi.unstubAllGlobals());

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Current password"), "not-my-password");
  await user.type(screen.getByLabelText("New password"), "a-new-password-1");
  await user.type(screen.getByLabelText("Confirm new password"), "a-new-password-1");
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("PasswordCard", () => {
  it("says at the field, which takes the focus, that the current password is not correct, keeping what was typed", async () => {
    stubApi({ "/auth/change-password": { $post: new ApiStubError(400, "Invalid password", "INVALID_PASSWORD") } });
    const user = userEvent.setup();
    renderWithProviders(<PasswordCard />);
    await changePassword(user);
    const current = screen.getByLabelText("Current password");
    expect(await screen.findByText("The current password is not correct")).toBeVisible();
    expect(current).toHaveFocus();
    expect(current).toBeInvalid();
    expect(screen.getByLabelText("New password")).toHaveValue("a-new-password-1");
  });
});
