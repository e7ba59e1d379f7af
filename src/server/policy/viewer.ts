import type { Context } from "hono";
import { lookupRole } from "#server/auth/roles";
import type { AppEnv, Viewer } from "#server/context";
import { forbidden, unauthorized } from "#server/lib/errors";
import { can, type RoleAction } from "#shared/permissions";

/**
 * The signed-in user for this request, or null. Looked up once per request:
 * the session (Better Auth, from the cookie) and then the role row.
 */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  const { auth, db } = c.get("deps");
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  const viewer: Viewer | null = result
    ? {
        id: result.user.id,
        email: result.user.email,
        name: result.user.name || null,
        image: result.user.image ?? null,
        role: await lookupRole(db, result.user.id),
      }
    : null;
  c.set("viewer", viewer);
  return viewer;
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
