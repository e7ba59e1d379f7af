import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppDeps, AppEnv, Viewer } from "#server/context";
import { isRole, NO_ROLE } from "#shared/roles";

/** Better Auth's session lifetime and refresh age (auth.ts): a session older than this is renewed. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/**
 * The session, its user and the role in one statement on the session token's unique index,
 * prepared once per connection. Expired sessions do not match; a signed-out, password-changed or
 * deactivated account has no session row left, so the lookup refuses it (and the deletion's
 * notification empties every instance's viewer cache of it).
 */
const VIEWER_BY_TOKEN = {
  name: "folio_viewer_by_session_token",
  text: `select s.expires_at, u.id, u.email, u.name, u.image, r.role
    from "session" s
    join "user" u on u.id = s.user_id
    left join user_roles r on r.user_id = u.id
    where s.token = $1 and s.expires_at > now()`,
};

interface Row {
  expires_at: Date;
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  role: string | null;
}

const cookieNames = new WeakMap<object, Promise<{ name: string; secret: string }>>();

/** The session cookie's name (with its __Secure- prefix under https) and the signing secret. */
function sessionCookie(auth: AppDeps["auth"]) {
  let found = cookieNames.get(auth);
  if (!found) {
    found = auth.$context.then((ctx) => ({ name: ctx.authCookies.sessionToken.name, secret: ctx.secret }));
    cookieNames.set(auth, found);
  }
  return found;
}

/** Frozen: a cached viewer is shared by every request of that session. */
const viewerOf = (row: Row): Viewer =>
  Object.freeze({
    id: row.id,
    email: row.email,
    name: row.name || null,
    image: row.image ?? null,
    role: row.role && isRole(row.role) ? row.role : NO_ROLE,
  });

/**
 * The session token in Better Auth's signed cookie value, `token.signature` with the signature
 * base64(HMAC-SHA256(secret, token)); null unless the signature matches. node:crypto's HMAC is
 * synchronous, where WebCrypto's key import and verify cost a third of a cached request.
 */
function verifiedToken(value: string | undefined, secret: string): string | null {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The signed-in viewer from the session cookie: one query after the cookie's HMAC signature is
 * checked, unless this instance's viewer cache already knows the cookie. The cache is keyed by
 * the whole signed value, so a hit is a value whose signature was checked when it was cached.
 * A session due for renewal goes through Better Auth's own getSession, which extends it and
 * sends the refreshed cookie; that happens at most once a day per session.
 */
export async function loadViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const { auth, db, viewerCache } = c.var.deps;
  if (!c.req.header("cookie")) return null;
  const { name, secret } = await sessionCookie(auth);
  const signed = getCookie(c, name);
  const cached = signed ? viewerCache?.get(signed) : undefined;
  if (cached) return cached;
  const token = verifiedToken(signed, secret);
  if (!token || !signed) return null;
  const epoch = viewerCache?.epoch ?? 0;
  const { rows } = await db.$client.query<Row>({ ...VIEWER_BY_TOKEN, values: [token] });
  const row = rows[0];
  if (!row) return null;
  const renewAt = row.expires_at.getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
  if (renewAt > Date.now()) {
    const viewer = viewerOf(row);
    viewerCache?.set(signed, viewer, renewAt, epoch);
    return viewer;
  }

  const renewed = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of renewed.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  return renewed.response ? { ...viewerOf(row), name: renewed.response.user.name || null } : null;
}
