import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiStubError, stubApi } from "#web/test/api-stub";
import { LoginForm } from "./login-form";

function renderForm(props: React.ComponentProps<typeof LoginForm> = {}) {
  const router = createMemoryRouter(
    [
      { path: "/platform/login", element: <LoginForm {...props} /> },
      { path: "/dashboard", element: <p>dashboard page</p> },
    ],
    { initialEntries: ["/platform/login"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signedIn = {
  redirect: false,
  token: "t",
  url: undefined,
  user: {
    id: "u1",
    email: "ada@example.test",
    name: "Ada",
    image: null,
    emailVerified: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  },
};

describe("LoginForm", () => {
  beforeEach(() => {
    // The toasts are watched, not shown (spies rather than a module mock, which a worker's
    // shared module cache would let leak into other files).
    vi.spyOn(toast, "success").mockReturnValue("");
    vi.spyOn(toast, "error").mockReturnValue("");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the required-field messages and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in, toasts 'Login Successful' and goes to /dashboard", async () => {
    const fetchMock = stubApi({ "/auth/sign-in/email": { $post: signedIn } });
    const router = renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(toast.success).toHaveBeenCalledWith(
      "Login Successful",
      expect.objectContaining({ description: "Welcome to the platform!" }),
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain("/api/auth/sign-in/email");
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: "ada@example.test", password: "secret-password" });
  });

  it("toasts 'Login Failed' with the server's message", async () => {
    stubApi({
      "/auth/sign-in/email": {
        $post: new ApiStubError(401, "Invalid email or password", "INVALID_EMAIL_OR_PASSWORD"),
      },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Login Failed",
        expect.objectContaining({ description: "Invalid email or password" }),
      ),
    );
  });

  it("replaces a failed attempt's toast with the next attempt's outcome, so a success stands alone", async () => {
    let attempts = 0;
    stubApi({
      "/auth/sign-in/email": {
        $post: () => (++attempts === 1 ? new ApiStubError(401, "Invalid email or password") : signedIn),
      },
    });
    const router = renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    // Sonner updates a toast in place when it is given the id of one already shown.
    const failedId = vi.mocked(toast.error).mock.calls[0][1]?.id;
    expect(failedId).toBeTruthy();
    expect(vi.mocked(toast.success).mock.calls[0][1]?.id).toBe(failedId);
  });

  it("in create-account mode requires the full name", async () => {
    const fetchMock = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("LoginForm when accounts are by invitation", () => {
  it("offers no create-account form, only how to get access", () => {
    renderForm({ inviteOnly: true });
    expect(screen.getByText("Accounts are by invitation: ask an Admin of your team.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
    expect(screen.queryByLabelText("Full Name")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("still lets an invitation create its account", () => {
    renderForm({ inviteOnly: true, invitation: { token: "t", email: "new@example.test", role: "Editor" } });
    expect(screen.getByLabelText("Full Name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeInTheDocument();
  });
});
