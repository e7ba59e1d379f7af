import { createAuthClient } from "better-auth/client";

/**
 * Better Auth's own client: sign-up, sign-in and sign-out against /api/auth.
 * fetch is looked up per call (not captured at import), so tests can stub it.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});
