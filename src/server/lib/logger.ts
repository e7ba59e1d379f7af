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
