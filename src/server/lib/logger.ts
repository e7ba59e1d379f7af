const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LEVELS)[number];

export interface Logger {
  debug(msg: string, extra?: Record<string, unknown>): void;
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** One JSON line per event on stderr, so logs stay greppable and machine-readable. */
export function createLogger(level: LogLevel = "info"): Logger {
  const min = LEVELS.indexOf(level);
  const write = (lvl: LogLevel) => (msg: string, extra?: Record<string, unknown>) => {
    if (LEVELS.indexOf(lvl) < min) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...extra })}\n`);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

/** How long a stopping process waits for its last lines to leave; a reader that never reads cannot hold it longer. */
const FLUSH_TIMEOUT_MS = 2_000;

/**
 * Resolves once every line logged so far has left the process. On a pipe, Node writes what the
 * pipe takes at once and queues the rest, and `process.exit` drops that queue: under load, with a
 * slow reader (a terminal multiplexer, a log shipper), the last lines ("stopped", or why a start
 * failed) were lost. A process that is about to exit awaits this first.
 */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    // Writes leave in order: this empty one's callback runs once everything before it is out.
    process.stderr.write("", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Exits with `code` once the log lines written so far have left (see flushLogs). */
export async function exitAfterLogs(code: number): Promise<never> {
  await flushLogs();
  process.exit(code);
}

/**
 * An error as a log field: its message and stack, and each `cause` down the chain (a failed
 * query's driver error, with the Postgres code and detail that say why).
 */
export function describeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const causes: Record<string, unknown>[] = [];
  for (let e: unknown = error.cause; e && causes.length < 5; e = (e as { cause?: unknown }).cause) {
    const { message, code, detail, hint } = e as { message?: string; code?: string; detail?: string; hint?: string };
    causes.push(Object.fromEntries(Object.entries({ message, code, detail, hint }).filter(([, v]) => v !== undefined)));
  }
  return { message: error.message, stack: error.stack, ...(causes.length ? { causes } : {}) };
}
