import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiStubError, stubApi } from "#web/test/api-stub";
import { type SignOutCallbacks, useSignOut } from "./use-sign-out";

afterEach(() => vi.unstubAllGlobals());

const rendered: { hook?: ReturnType<typeof useSignOut> } = {};

function Probe({ callbacks }: { callbacks: SignOutCallbacks }) {
  rendered.hook = useSignOut(callbacks);
  return null;
}

function renderSignOut(callbacks: SignOutCallbacks) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["me"], { id: "u1" });
  const router = createMemoryRouter(
    [
      { path: "/platform/dashboard", element: <Probe callbacks={callbacks} /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: ["/platform/dashboard"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const { hook } = rendered;
  if (!hook) throw new Error("the hook did not render");
  return { hook, router, queryClient };
}

describe("useSignOut", () => {
  it("ends the session, says so through the caller, returns to / and forgets the cache", async () => {
    stubApi({ "/auth/sign-out": { $post: { success: true, url: undefined, redirect: undefined } } });
    const callbacks = { onSuccess: vi.fn(), onError: vi.fn() };
    const { hook, router, queryClient } = renderSignOut(callbacks);
    await act(() => hook.signOut());
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1);
    expect(callbacks.onError).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/");
    expect(queryClient.getQueryData(["me"])).toBeUndefined();
    expect(hook.leaving.current).toBe(true);
  });

  it("on a refusal passes the server's reason on and stays where it is", async () => {
    stubApi({ "/auth/sign-out": { $post: new ApiStubError(500, "The session store is away") } });
    const callbacks = { onSuccess: vi.fn(), onError: vi.fn() };
    const { hook, router, queryClient } = renderSignOut(callbacks);
    await act(() => hook.signOut());
    expect(callbacks.onError).toHaveBeenCalledWith("The session store is away");
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/platform/dashboard");
    expect(queryClient.getQueryData(["me"])).toEqual({ id: "u1" });
    expect(hook.leaving.current).toBe(false);
  });
});
