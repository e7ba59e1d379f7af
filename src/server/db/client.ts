import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { DatabaseAvailability } from "./availability";
import * as schema from "./schema";

/** Column names in the database are snake_case; the schema's TypeScript names are camelCase. */
const CASING = "snake_case";
/** Renders drizzle SQL to text and parameters exactly as the database handle does. */
export const sqlDialect = new PgDialect({ casing: CASING });

/** How long a new connection may take before the request that needed it answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long `end` waits for the connections to close. */
const CLOSE_TIMEOUT_MS = 2_000;

/** The app's connections, with what the process needs to know about them. */
export class AppPool extends pg.Pool {
  /** Whether the database answers; outages are logged once each (see availability.ts). */
  readonly availability = new DatabaseAvailability(() => this.query("select 1"));
  /** Every open connection, so `end` can wait until each has really closed. */
  private readonly open = new Set<pg.Client>();

  constructor(config: pg.PoolConfig) {
    // A database that does not answer at all (a host gone during a failover) fails a request
    // after this long, rather than holding it until TCP gives up.
    super({ max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
    // An idle connection dying (the pool replaces it) and one dying while checked out between
    // two statements of a transaction (its next query fails, and the request answers 503) must
    // both be heard: an `error` event nobody listens to ends the process.
    this.on("error", (error) => this.availability.failed(error));
    this.on("connect", (client) => {
      this.open.add(client);
      client.on("error", (error) => this.availability.failed(error));
      client.once("end", () => this.open.delete(client));
      this.availability.succeeded();
    });
  }

  /**
   * Closes the pool and resolves once every connection has actually closed: pg-pool's own
   * `end` resolves when it has asked them to, and a database stopped right after would see
   * them still open and log each one it terminates as an error.
   */
  override async end(): Promise<void> {
    this.availability.stop();
    const closing = [...this.open].map((client) => new Promise((resolve) => client.once("end", resolve)));
    // pg-pool's end also waits for every checked-out client to come back, and a request queued for
    // a connection is never served once the pool is ending: the whole wait is bounded. The timer
    // is not unref'd: were it, with nothing else left to wait on, node would end the process
    // before the stop had finished (exit 0, no "stopped" line).
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
    });
    const ended = super.end().then(() => Promise.all(closing));
    await Promise.race([ended, deadline]);
    clearTimeout(timer);
  }
}

export type Database = NodePgDatabase<typeof schema> & { $client: AppPool };
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export function createDatabase(config: pg.PoolConfig): Database {
  return drizzle(new AppPool(config), { schema, casing: CASING });
}
