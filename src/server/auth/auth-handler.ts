import type { Context } from "hono";
import type { AppEnv } from "#server/context";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from "#server/lib/errors";
import { clientIp } from "#server/middleware/client-ip";
import { PASSWORD_MAX, PASSWORD_MIN } from "#shared/schemas/account";
import { CLIENT_IP_HEADER } from "./auth";
import { clearSignInFailures, ThrottledError, throttleSignIn } from "./sign-in-throttle";

const SIGN_IN_PATH = "/api/auth/sign-in/email";

/**
 * Better Auth's errors in the one error shape `{ error: { code, message } }`, keeping its own code.
 * The top-level `message` and `code` stay too: Better Auth's client reads them.
 */
function authErrorResponse(status: number, code: string, message: string, headers: Headers): Response {
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const body = { error: { code: code.toLowerCase(), message }, code, message };
  return new Response(JSON.stringify(body), { status, headers });
}

const DEFAULT_MESSAGES: Record<number, [string, string]> = {
  400: ["BAD_REQUEST", "The request is not valid."],
  401: ["UNAUTHORIZED", "Please login to access the dashboard"],
  403: ["FORBIDDEN", "You don't have permission to do this."],
  404: ["NOT_FOUND", "No such authentication route."],
  405: ["METHOD_NOT_ALLOWED", "This method is not allowed here."],
  429: ["RATE_LIMITED", "Too many requests. Please wait a minute and try again."],
};

/** Better Auth's messages that name a rule without stating it, in words that state it. */
const RULE_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN} characters`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX} characters`,
};

/** Better Auth's body validation names each field by its path ("[body.email] Invalid email address"). */
const withoutFieldPaths = (message: string) => message.replace(/\[(body|query)(\.[^\]]*)?\]\s*/g, "");

/**
 * Better Auth answers a failed query itself (a 422 "failed to create user", a 500) and reports
 * the error only to its logger, which hands an unreachable database's errors to the availability
 * tracker (auth.ts): while the database is away, its refusals become our 503.
 */
function databaseUnavailableResponse(): Response {
  const { code, message } = databaseUnavailable();
  const headers = new Headers({ "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
  return authErrorResponse(503, code, message, headers);
}

async function normalizeError(res: Response, databaseAvailable: () => boolean): Promise<Response> {
  if (res.status < 400) return res;
  if (!databaseAvailable()) return databaseUnavailableResponse();
  const headers = new Headers(res.headers);
  // Better Auth answers its own 429s with X-Retry-After; clients and proxies read Retry-After.
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    parsed = JSON.parse(await res.text());
  } catch {
    // An empty or non-JSON body: the status's default message below.
  }
  const [defaultCode, defaultMessage] = DEFAULT_MESSAGES[res.status] ?? ["ERROR", "The request was refused."];
  const code = typeof parsed.code === "string" && parsed.code ? parsed.code : defaultCode;
  const given = typeof parsed.message === "string" && parsed.message ? parsed.message : defaultMessage;
  const message = RULE_MESSAGES[code] ?? (code === "VALIDATION_ERROR" ? withoutFieldPaths(given) : given);
  return authErrorResponse(res.status, code, message, headers);
}

function emailOf(body: string): string | undefined {
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /api/auth/*: Better Auth, behind our client-address header and, for email sign-in, our
 * Postgres-backed throttling (per address and per account; see sign-in-throttle.ts).
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const { auth, db, env } = c.var.deps;
  const raw = c.req.raw;
  const ip = clientIp(c);
  const headers = new Headers(raw.headers);
  // Any client-sent value is replaced: Better Auth keys its own limits on this header.
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  else headers.delete(CLIENT_IP_HEADER);

  const isSignIn = raw.method === "POST" && c.req.path === SIGN_IN_PATH;
  const databaseAvailable = () => db.$client.availability.available;
  if (!isSignIn) return normalizeError(await auth.handler(new Request(raw, { headers })), databaseAvailable);

  // Sign-in reads its (size-limited) body here for the email, then hands the same text on.
  const body = await raw.text();
  const email = emailOf(body);
  try {
    await throttleSignIn(db, env, ip ?? "unknown", email);
  } catch (error) {
    if (!(error instanceof ThrottledError)) throw error;
    const errorHeaders = new Headers({ "retry-after": String(error.retryAfter) });
    return authErrorResponse(error.status, "RATE_LIMITED", error.message, errorHeaders);
  }

  const res = await auth.handler(new Request(raw.url, { method: raw.method, headers, body }));
  if (email && res.status === 200) await clearSignInFailures(db, email);
  return normalizeError(res, databaseAvailable);
}
