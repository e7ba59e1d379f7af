import type { IncomingMessage, ServerResponse } from "node:http";
import type { RoleOrUser } from "#shared/roles";
import type { Auth } from "./auth/auth";
import type { ViewerCache } from "./auth/viewer-cache";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { LiveHub } from "./realtime/hub";
import type { BlobStorage } from "./storage/storage";

/** The signed-in user as every route sees it: identity plus their role (no role row: 'User'). */
export interface Viewer {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  role: RoleOrUser;
}

/** Long-lived dependencies, created once in main.ts (or per test) and passed to createApp. */
export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  logger: Logger;
  /** Uploaded files; when omitted, local disk under DATA_DIR/files (see storage/index.ts). */
  storage?: BlobStorage;
  /** Live events; when omitted, a hub on the pool's database is created on first use (see realtime/index.ts). */
  liveHub?: LiveHub;
  /** Signed-in viewers by session token, kept right by Postgres notifications; when omitted, every request reads the session. */
  viewerCache?: ViewerCache;
}

export interface AppEnv {
  /** What the server passes with each request (@hono/node-server: the Node request and response). */
  Bindings: {
    incoming?: IncomingMessage;
    outgoing?: ServerResponse;
  };
  Variables: {
    /** The app's dependencies, set for every /api request by createApp (app.ts). */
    deps: AppDeps;
    /** Resolved lazily by policy.getViewer; undefined = not looked up yet, null = anonymous. */
    viewer: Viewer | null | undefined;
  };
}
