/**
 * The calls this app makes to Better Auth's HTTP routes under /api/auth (sign-up, sign-in,
 * sign-out, password reset and change, sessions), in the shape Better Auth's own client gives:
 * `{ data, error }`, never a throw for an answer the server gave (a lost connection still
 * throws). Plain fetch instead of that client: the login page loads this module, and the
 * client with its fetch wrapper and stores cost about 12 KB gzipped for these few requests.
 * fetch is looked up per call (not captured at import), so tests can stub it.
 */

export interface AuthError {
  status: number;
  statusText: string;
  message?: string;
  code?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

interface AuthSession {
  id: string;
  token: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

const BASE = "/api/auth";

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<AuthResult<T>> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    credentials: "same-origin",
    headers: method === "POST" ? { "content-type": "application/json" } : undefined,
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page, say): the status speaks for it.
  }
  if (res.ok) return { data: parsed as T, error: null };
  const { message, code } = (parsed ?? {}) as { message?: string; code?: string };
  return { data: null, error: { status: res.status, statusText: res.statusText, message, code } };
}

export const authClient = {
  signIn: {
    email: (input: { email: string; password: string }) =>
      call<{ redirect: boolean; token: string; user: AuthUser }>("POST", "/sign-in/email", input),
  },
  signUp: {
    /** `inviteToken` is read by our own sign-up hook (an invitation's role applies at sign-up). */
    email: (input: { email: string; password: string; name: string; inviteToken?: string }) =>
      call<{ token: string | null; user: AuthUser }>("POST", "/sign-up/email", input),
  },
  signOut: () => call<{ success: boolean }>("POST", "/sign-out"),
  requestPasswordReset: (input: { email: string; redirectTo?: string }) =>
    call<{ status: boolean }>("POST", "/request-password-reset", input),
  resetPassword: (input: { newPassword: string; token: string }) =>
    call<{ status: boolean }>("POST", "/reset-password", input),
  changePassword: (input: { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean }) =>
    call<{ token: string | null; user: AuthUser }>("POST", "/change-password", input),
  listSessions: () => call<AuthSession[]>("GET", "/list-sessions"),
  getSession: () => call<{ session: AuthSession; user: AuthUser } | null>("GET", "/get-session"),
  revokeOtherSessions: () => call<{ status: boolean }>("POST", "/revoke-other-sessions"),
  /** Ends one of the account's own sessions; a token of anyone else's is ignored by the server. */
  revokeSession: (token: string) => call<{ status: boolean }>("POST", "/revoke-session", { token }),
};
