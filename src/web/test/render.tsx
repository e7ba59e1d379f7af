import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Me } from "#shared/schemas/team";
import { AuthProvider } from "#web/lib/auth/auth-provider";

export const ADMIN_ME: Me = {
  user: { id: "admin-1", email: "ada@x.test", full_name: "Ada Admin", avatar_url: null },
  role: "Admin",
};

/**
 * Renders inside the providers a platform page has: queries, a data router (as the
 * app's, so navigation blockers work) and the signed-in user.
 */
export function renderWithProviders(ui: React.ReactNode, { me = ADMIN_ME, path = "/" } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: <AuthProvider me={me}>{ui}</AuthProvider> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
