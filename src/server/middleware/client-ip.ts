import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import { CLIENT_IP_HEADER } from "#server/auth/auth";
import type { AppEnv } from "#server/context";

/** The client's IP: the TCP peer, or with TRUST_PROXY the first X-Forwarded-For hop. */
export function clientIp(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): string | undefined {
  if (c.get("deps").env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests through app.request) have no socket.
    return undefined;
  }
}

/**
 * Replaces any client-sent CLIENT_IP_HEADER with the address we trust, so the
 * rate limits Better Auth keys on it cannot be dodged by sending a header.
 */
export const clientIpHeader = createMiddleware<AppEnv>(async (c, next) => {
  const headers = new Headers(c.req.raw.headers);
  const ip = clientIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  else headers.delete(CLIENT_IP_HEADER);
  c.req.raw = new Request(c.req.raw, { headers });
  await next();
});
