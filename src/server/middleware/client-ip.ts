import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "#server/context";

/**
 * The client's address: the TCP peer; with TRUST_PROXY (one reverse proxy of ours in front),
 * the last X-Forwarded-For entry, the one that proxy appended from its own TCP peer. Earlier
 * entries are whatever the client sent and are never trusted. Only the routes that need the
 * address (sign-in, Better Auth, the contact form) ask for it.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.slice(forwarded.lastIndexOf(",") + 1).trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests through app.request) have no socket.
    return undefined;
  }
}
