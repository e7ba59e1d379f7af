import { createAuthClient } from "better-auth/client";

/** Better Auth's own client: sign-up, sign-in and sign-out against /api/auth. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
