/**
 * Starts Folio: takes the DATA_DIR lock, starts (or connects to) PostgreSQL,
 * migrates, and serves the API and the built front end on one port.
 * SIGTERM/SIGINT: stop accepting, drain within 10 s, then stop Postgres.
 */
import fs from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { ViewerCache } from "./auth/viewer-cache";
import { sweepBackupLeftovers } from "./backup/backup";
import { UnfinishedRestoreError } from "./backup/restore-marker";
import { startScheduledBackups } from "./backup/schedule";
import { openDatabase } from "./bootstrap";
import { InstanceConflictError, InstanceLock } from "./db/instance-lock";
import { assertPostgresCanReach, PostgresCannotReachDataDirError } from "./db/postgres-reach";
import { announceNodeEnv, type Env, parseEnv } from "./env";
import { APP_ROOT } from "./lib/app-root";
import { DataDirLockedError } from "./lib/data-dir-lock";
import { trackIdleConnections } from "./lib/idle-connections";
import { lingerAfterAnswer } from "./lib/lingering-close";
import { createLogger, describeError, exitAfterLogs } from "./lib/logger";
import { loadOrCreateSecret } from "./lib/secrets";
import { startStageReminders } from "./notifications/index";
import { LiveHub, poolConnectionConfig } from "./realtime/index";
import { createStorage } from "./storage";
import { sweepOrphans } from "./storage/sweep-orphans";
import { earlierAssetsDir, keepAssetsInBackground } from "./web/earlier-assets";

/** In-flight requests get this long after SIGTERM; the pool and Postgres stop within the 10 s budget. */
const DRAIN_TIMEOUT_MS = 7_000;
/**
 * The whole stop's budget. Past it the process exits anyway (code 1), naming the step it was stuck
 * at; a clean stop takes a fraction of it.
 */
const STOP_BUDGET_MS = 10_000;
/**
 * Once stopping, a keep-alive connection is closed after this long without a request; one in use
 * closes after its next answer, which says `Connection: close`.
 */
const QUIET_CONNECTION_MS = 1_000;
/**
 * How long an idle keep-alive connection stays open: longer than the reverse proxy keeps its own
 * idle connections to us (60 s in deploy/Caddyfile). The side that closes an idle connection
 * races the other's next request on it, and a request that loses the race is reset, which a proxy
 * does not retry for a POST; so the proxy must be the one to close. Node's default is 5 s.
 */
const KEEP_ALIVE_MS = 65_000;

/** Set once PostgreSQL runs, so that a start failing after that does not leave it running. */
let closeOnFailedStart: (() => Promise<void>) | undefined;

/** What @hono/node-server passes with each request (an HTTP/1 server here). */
type NodeBindings = { incoming?: unknown; outgoing?: unknown };

async function main() {
  const env = parseEnv();
  announceNodeEnv(env);
  const logger = createLogger(env.LOG_LEVEL);
  try {
    // Before anything is created under DATA_DIR (files, secrets, the database).
    if (!env.DATABASE_URL) assertPostgresCanReach(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof PostgresCannotReachDataDirError)) throw error;
    logger.error(error.message);
    return exitAfterLogs(1);
  }
  const storage = createStorage(env, logger); // S3 or DATA_DIR/files, chosen once; bad S3 settings stop here
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof UnfinishedRestoreError) {
      logger.error(error.message);
      return exitAfterLogs(1);
    }
    throw error;
  }
  closeOnFailedStart = database.close;
  const { db } = database;
  // Several instances on one database are fine only when they share files through S3.
  const instanceLock = new InstanceLock(poolConnectionConfig(db.$client), env.S3 ? "s3" : "local-disk", logger);
  await instanceLock.acquire().catch(async (error) => {
    if (!(error instanceof InstanceConflictError)) throw error;
    logger.error(error.message);
    await database.close();
    return exitAfterLogs(1);
  });
  void sweepOrphans({ db, storage, logger }); // crash leftovers in file storage, in the background; never throws
  // Staging folders and partial archives of backups a kill or power loss cut short.
  const swept = sweepBackupLeftovers([env.DATA_DIR, ...(env.BACKUP_DIR ? [env.BACKUP_DIR] : [])]);
  if (swept.length > 0) logger.info("removed leftovers of interrupted backups", { paths: swept });

  const secret = env.BETTER_AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR, "auth");
  const auth = createAuth({ db, env, secret, logger });
  const clientDir = path.join(APP_ROOT, "build", "client");
  const hasClient = fs.existsSync(clientDir);
  if (!hasClient) logger.warn("no front-end build found; serving the API only", { clientDir });
  const keptAssetsDir = earlierAssetsDir(env.DATA_DIR);
  if (hasClient) keepAssetsInBackground(clientDir, keptAssetsDir, logger);
  const liveHub = new LiveHub(poolConnectionConfig(db.$client), logger);
  const viewerCache = new ViewerCache(poolConnectionConfig(db.$client), logger);
  await viewerCache.start();
  const app = createApp(
    { env, db, auth, logger, storage, liveHub, viewerCache },
    { clientDir, earlierAssetsDir: keptAssetsDir },
  );
  const stopReminders = startStageReminders(db, logger);
  const stopBackups = startScheduledBackups(env, db, logger);

  let stopping = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  /**
   * Counts handlers at work, so the pool closes only after the last one; once stopping, every
   * answer says `Connection: close`, so keep-alive clients move to another instance. Written
   * with one `then` rather than as an async function: the extra promise hops of async/await
   * cost every request about 4 µs of CPU.
   */
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };
  const answered = (res: Response) => {
    settled();
    if (stopping) res.headers.set("connection", "close");
    return res;
  };
  const failed = (error: unknown): never => {
    settled();
    throw error;
  };
  const fetch = (request: Request, bindings: NodeBindings): Response | Promise<Response> => {
    inFlight += 1;
    if (bindings.incoming && bindings.outgoing) {
      lingerAfterAnswer(bindings.incoming as IncomingMessage, bindings.outgoing as ServerResponse);
    }
    let answer: Response | Promise<Response>;
    try {
      answer = app.fetch(request, bindings as never);
    } catch (error) {
      return failed(error);
    }
    return answer instanceof Promise ? answer.then(answered, failed) : answered(answer);
  };

  // lingerAfterAnswer (above) deals with bodies left unread, within its own bounds.
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST, autoCleanupIncoming: false }, (info) => {
    logger.info("folio listening", { url: `http://${env.HOST}:${info.port}`, publicUrl: env.PUBLIC_URL });
  }) as Server;
  try {
    await listening(server, env);
  } catch (error) {
    // Nothing of this start may outlive it: the embedded PostgreSQL stops with it.
    logger.error((error as Error).message);
    await database.close();
    return exitAfterLogs(1);
  }
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The wait for a request's headers outlasts the idle wait, or it would cut that short.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const connections = trackIdleConnections(server);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal, inFlight });
    let step = "draining requests";
    // Also keeps the event loop alive while the stop waits on unref'd deadlines: were the loop
    // empty, node would end the process there, with exit code 0 and no "stopped" line.
    const budget = setTimeout(() => {
      logger.error("the stop took too long; exiting anyway", { step, budgetMs: STOP_BUDGET_MS });
      void exitAfterLogs(1);
    }, STOP_BUDGET_MS);
    // Ctrl-C reaches the embedded Postgres as well, which stops on its own meanwhile.
    database.expectStop();
    instanceLock.expectStop();
    // Stop listening at once, before any answer says Connection: close: a client that then
    // reconnects is refused, where a connection still waiting in the listen queue when the
    // listener closes would be reset. Not http.Server's close, which also closes every idle
    // keep-alive socket at once, including one whose next request is already on its way.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    stopReminders();
    // A backup in progress is abandoned; it removes its partial archive while requests drain.
    const backupStopped = stopBackups();
    // Open event streams would otherwise hold the server open until the drain timeout.
    await Promise.all([liveHub.close(), viewerCache.close()]);
    // Quiet keep-alive sockets would otherwise hold close() open until they time out; busy ones
    // close after their answer, which carries Connection: close.
    const idleSweep = setInterval(() => connections.closeQuiet(QUIET_CONNECTION_MS), 100);
    const timeLeft = () =>
      new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref());
    await Promise.race([closed, timeLeft()]);
    clearInterval(idleSweep);
    // Handlers still at work finish before the pool closes under them.
    if (inFlight > 0) await Promise.race([new Promise<void>((resolve) => (drained = resolve)), timeLeft()]);
    if (inFlight > 0) logger.warn("drain timed out; closing remaining connections", { inFlight });
    if ("closeAllConnections" in server) server.closeAllConnections();
    step = "abandoning the scheduled backup";
    await backupStopped;
    step = "releasing the instance lock";
    await instanceLock.close();
    step = "closing the database";
    await database.close();
    clearTimeout(budget);
    logger.info("stopped");
    await exitAfterLogs(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Resolves once the server listens; a port taken or refused becomes one sentence saying which. */
function listening(server: Server, env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) => {
      const where = `${env.HOST}:${env.PORT}`;
      if (error.code === "EADDRINUSE") {
        reject(new Error(`Folio failed to start: ${where} is already in use. Stop what listens there, or set PORT.`));
      } else if (error.code === "EACCES") {
        reject(new Error(`Folio failed to start: this user may not listen on ${where}. Set a PORT above 1023.`));
      } else if (error.code === "EADDRNOTAVAIL") {
        reject(new Error(`Folio failed to start: ${env.HOST} is not an address of this machine. Set HOST.`));
      } else {
        reject(new Error(`Folio failed to start: could not listen on ${where} (${error.message}).`));
      }
    };
    server.once("error", refused);
    server.once("listening", () => {
      server.off("error", refused);
      resolve();
    });
  });
}

// Whatever else stops the start (a setting, a migration) is one JSON line like every other, and its
// first words say what went wrong.
main().catch(async (error) => {
  const message = error instanceof Error ? error.message : String(error);
  createLogger("error").error(`Folio failed to start: ${message}`, { error: describeError(error) });
  await closeOnFailedStart?.();
  return exitAfterLogs(1);
});
