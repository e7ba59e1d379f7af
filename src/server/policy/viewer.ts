import type { Context } from "hono";
import { loadViewer } from "#server/auth/viewer-session";
import type { AppEnv, Viewer } from "#server/context";
import { forbidden, unauthorized } from "#server/lib/errors";
import { can, type RoleAction } from "#shared/permissions";

/**
 * The signed-in user for this request, or null. Looked up once per request: the signed
 * session cookie, then session, user and role in one query (auth/viewer-session.ts).
 */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  const viewer = await loadViewer(c);
  c.set("viewer", viewer);
  return viewer;
}

/**
 * Whether the request's session still belongs to `viewer`, asked again rather than remembered:
 * for a stream that outlives the moment it was opened, which a sign-out, a revoked session or a
 * deactivation must end.
 */
export async function stillSignedIn(c: Context<AppEnv>, viewer: Viewer): Promise<boolean> {
  return (await loadViewer(c))?.id === viewer.id;
}

/** 401 unless signed in. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw unauthorized();
  return viewer;
}

/** 401 unless signed in, 403 unless the role may perform the action. */
export async function requireAction(c: Context<AppEnv>, action: RoleAction): Promise<Viewer> {
  const viewer = await requireViewer(c);
  if (!can(viewer.role, action)) throw forbidden("You don't have permission to view this page.");
  return viewer;
}

/**
 * The API requests anyone may send without signing in: the health check, the API's own
 * documentation, whether sign-up is open, an invitation's or a reset link's lookup, the contact form, and Better
 * Auth's sign-up, sign-in and sign-out. Every other /api request needs a signed-in viewer, and
 * is told so (401) before anything about its input.
 */
const ANONYMOUS_REQUESTS: Array<{ methods: string[]; path: RegExp }> = [
  {
    methods: ["GET"],
    path: /^\/api\/(health|openapi\.json|docs(\/.*)?|settings\/sign-up|invitations\/lookup|password-reset\/lookup)$/,
  },
  { methods: ["POST"], path: /^\/api\/contact$/ },
  { methods: ["GET", "POST"], path: /^\/api\/auth\// },
];

export function isAnonymousRequest(method: string, path: string): boolean {
  return ANONYMOUS_REQUESTS.some((rule) => rule.methods.includes(method) && rule.path.test(path));
}
