import type { Logger } from "#server/lib/logger";

/**
 * Postgres error classes that mean "the server cannot be reached or is going away", not "this
 * query is wrong": 08 connection exceptions, 57P01–57P03 (administrator / crash shutdown, cannot
 * connect now: starting up or shutting down) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** The socket-level failures of reaching Postgres, over TCP or its Unix socket. */
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres and pg-pool say these in words, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed and is not queryable/i;

/** Whether `error` (or any error in its `cause` chain: drizzle wraps the driver's) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Ctrl-C reaches node and the embedded Postgres together, and node runs its signal handler only
 * after the I/O already waiting (Postgres ending connections, its log lines), a fraction of a
 * second later under load. So the database going away is judged this long after it is seen: by
 * then our stop, if it is one, has begun, and nothing is news.
 */
export const STOP_SETTLE_MS = 1_000;

/** How often a probe asks the database whether it is back, while it is away. */
const PROBE_INTERVAL_MS = 500;

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Whether the database answers, as the app last saw it. An outage is logged once when it is
 * confirmed (the first probe, half a second in, fails too) and once when it ends, with its
 * length, instead of once per failed request; a blip shorter than that is one line when it ends.
 * Meanwhile the probe asks every half second, so the end is noticed even with no traffic. During
 * our own shutdown the database going away is expected and nothing is logged; waiting for the
 * first probe also lets a Ctrl-C, which reaches node and the embedded Postgres together, be
 * known as ours before anything is logged.
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private firstCause: unknown;
  private reported = false;
  private probeTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private logger: Logger = silent;

  constructor(private readonly probe: () => Promise<unknown>) {}

  /** Where outages are reported (the pool is made before the logger in tests and scripts). */
  reportTo(logger: Logger): void {
    this.logger = logger;
  }

  get available(): boolean {
    return this.downSince === null;
  }

  /** Called with any error from the database: an "unreachable" one starts an outage. Returns whether it was one. */
  failed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (this.downSince !== null || this.stopped) return true;
    this.downSince = Date.now();
    this.firstCause = error;
    this.reported = false;
    this.probeTimer = setInterval(() => {
      this.probe().then(
        () => this.succeeded(),
        () => this.confirm(),
      );
    }, PROBE_INTERVAL_MS);
    this.probeTimer.unref();
    return true;
  }

  /** Called when the database answered (a new connection, a probe, a health check): ends an outage. */
  succeeded(): void {
    if (this.downSince === null) return;
    const downForMs = Date.now() - this.downSince;
    this.downSince = null;
    this.clearProbe();
    if (this.stopped) return;
    if (this.reported) {
      this.logger.info("database available again", { downForMs });
      return;
    }
    const cause = describeCause(this.firstCause);
    setTimeout(() => {
      if (!this.stopped) this.logger.warn("database was briefly unavailable", { downForMs, cause });
    }, STOP_SETTLE_MS).unref();
  }

  /** Our own shutdown: the database going away from now on is expected, not an outage. */
  stop(): void {
    this.stopped = true;
    this.clearProbe();
  }

  private confirm() {
    if (this.reported || this.stopped || this.downSince === null) return;
    this.reported = true;
    this.logger.error("database unavailable; answering 503 until it is back", {
      since: new Date(this.downSince).toISOString(),
      cause: describeCause(this.firstCause),
    });
  }

  private clearProbe() {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }
}

/** The error's message and code, and its driver cause's: enough to tell a refused socket from a shutdown. */
function describeCause(error: unknown) {
  const chain: Record<string, unknown>[] = [];
  for (let e: unknown = error; e && typeof e === "object" && chain.length < 3; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    chain.push(code === undefined ? { message } : { message, code });
  }
  return chain;
}
