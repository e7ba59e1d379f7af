import type pg from "pg";
import type { Logger } from "#server/lib/logger";

/**
 * Closes a dedicated connection (LISTEN, the instance lock) on purpose: its `end` event no longer
 * counts as a loss, and a connection that is already broken closes without throwing.
 */
export function endQuietly(client: pg.Client): Promise<void> {
  client.removeAllListeners("end");
  return client.end().catch(() => {});
}

export interface ReconnectOptions {
  /** What is reconnecting, as the log lines name it: "notification connection". */
  name: string;
  logger: Logger;
  delayMs: number;
  /** Our own stop has begun, or nothing needs the connection any more: stop trying, say nothing. */
  abandoned: () => boolean;
  /** One try at connecting again; rejects when it failed. */
  attempt: () => Promise<void>;
  /** Why it was lost, when known. */
  cause?: Error;
  /** Extra fields for its log lines. */
  fields?: Record<string, unknown>;
}

/**
 * Tries `attempt` every `delayMs` until it works, after a dedicated connection was lost or could
 * not be opened. At most two lines are logged: a warning once the first try has failed too, and
 * the recovery with how long it took. Waiting for the first try keeps our own stop quiet: Ctrl-C
 * reaches the embedded Postgres as it reaches node, and the connection may drop a moment before
 * node hears the signal; by the first try the stop has begun and the loss is not news.
 */
export function reconnect(options: ReconnectOptions): void {
  const { name, logger, fields } = options;
  const lostAt = Date.now();
  let reported = false;
  const tryAgain = () => {
    setTimeout(() => {
      if (options.abandoned()) return;
      options.attempt().then(
        () => {
          if (options.abandoned()) return;
          const downForMs = Date.now() - lostAt;
          if (reported) logger.info(`${name} back`, { ...fields, downForMs });
          else logger.warn(`${name} was lost briefly`, { ...fields, downForMs, error: options.cause?.message });
        },
        (error: Error) => {
          if (options.abandoned()) return;
          if (!reported) {
            reported = true;
            logger.warn(`${name} lost; reconnecting`, { ...fields, error: (options.cause ?? error).message });
          }
          tryAgain();
        },
      );
    }, options.delayMs).unref();
  };
  tryAgain();
}
