import pg from "pg";
import type { Logger } from "#server/lib/logger";
import { endQuietly, reconnect } from "./reconnect";

/**
 * Where this instance keeps uploaded files. Instances on one database must agree on one place
 * every one of them can read: several instances need S3, and local disk allows only one.
 */
export type FileStore = "local-disk" | "s3";

/** An arbitrary constant shared by every instance of the app (the migration lock is 727_274_001). */
const INSTANCE_LOCK_ID = 727_274_002;
/** Shown in pg_stat_activity, so an operator can see which instances hold the lock. */
export const INSTANCE_LOCK_APPLICATION_NAME = "folio instance lock";
const RETRY_DELAY_MS = 2_000;
/**
 * A host that dies without closing its socket leaves its session, and so the lock, on the
 * server until TCP notices. These keepalives make Postgres notice within about a minute
 * (they are ignored on a Unix socket, where a dead peer is seen at once).
 */
const SERVER_KEEPALIVES = "-c tcp_keepalives_idle=30 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3";

export class InstanceConflictError extends Error {}

/** One sentence the operator can act on; both name S3_BUCKET, the setting that lets instances share files. */
export function conflictMessage(own: FileStore): string {
  return own === "local-disk"
    ? "Another Folio instance already uses this database, and this one keeps files on local disk, where the other cannot read them: give every instance the same S3_BUCKET settings to run several, or stop the other instance first."
    : "A Folio instance that keeps files on local disk (no S3_BUCKET) already uses this database, and its files are not in this bucket: stop it, or give it the same S3_BUCKET settings, before starting more instances.";
}

/**
 * Refuses a second instance on one database when files would be split between machines.
 * Every instance holds a session-level advisory lock on a dedicated connection for as long as
 * it runs: shared when its files are in S3 (any number may run), exclusive when they are on local
 * disk (it must be alone). A SIGKILLed instance's connection closes with the process, so its
 * lock goes with it and a restart is never refused by its own past.
 *
 * The lock lives in the connection's session: if the connection drops (a database restart),
 * Postgres releases it, and this retakes it once the database answers again. If another instance
 * took the database meanwhile, the conflict is logged as an error until it is resolved; this
 * instance keeps serving, since stopping it would not undo files already stored.
 */
export class InstanceLock {
  private client: pg.Client | null = null;
  /** Closed, or our stop has begun: a lost connection is not retaken. */
  private stopping = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly store: FileStore,
    private readonly logger: Logger,
    private readonly retryDelayMs = RETRY_DELAY_MS,
  ) {}

  get held(): boolean {
    return this.client !== null;
  }

  /** Takes the lock at start; throws InstanceConflictError when another instance rules this one out. */
  async acquire(): Promise<void> {
    if (!(await this.take())) throw new InstanceConflictError(conflictMessage(this.store));
  }

  /** Connects and tries the lock once: true when held, false when another instance's lock is in the way. */
  private async take(): Promise<boolean> {
    const options = [this.config.options, SERVER_KEEPALIVES].filter(Boolean).join(" ");
    const client = new pg.Client({
      ...this.config,
      options,
      application_name: INSTANCE_LOCK_APPLICATION_NAME,
      keepAlive: true,
    });
    // Until it holds the lock, a failing client only needs to be closed; the caller decides.
    client.on("error", () => {});
    try {
      await client.connect();
      const lock = this.store === "s3" ? "pg_try_advisory_lock_shared" : "pg_try_advisory_lock";
      const { rows } = await client.query<{ taken: boolean }>(`select ${lock}($1) as taken`, [INSTANCE_LOCK_ID]);
      // Stopping meanwhile: nothing to hold any more, and nothing to refuse.
      if (this.stopping || !rows[0]?.taken) {
        await endQuietly(client);
        return this.stopping;
      }
    } catch (error) {
      await endQuietly(client);
      throw error;
    }
    client.removeAllListeners("error");
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    this.client = client;
    return true;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    void endQuietly(client);
    if (this.stopping) return;
    let conflictReported = false;
    reconnect({
      name: "instance lock connection",
      logger: this.logger,
      delayMs: this.retryDelayMs,
      abandoned: () => this.stopping,
      cause: error,
      attempt: async () => {
        if (await this.take()) return;
        // Another instance took the database meanwhile: an error until it is resolved, once.
        if (!conflictReported) this.logger.error(conflictMessage(this.store));
        conflictReported = true;
        throw new InstanceConflictError(conflictMessage(this.store));
      },
    });
  }

  /**
   * Our own stop has begun: the connection may drop from now on (Ctrl-C stops the embedded
   * Postgres too) without a warning or a retry. The lock is still held until close.
   */
  expectStop(): void {
    this.stopping = true;
  }

  /** Releases the lock (by closing its connection) and stops retrying. */
  async close(): Promise<void> {
    this.stopping = true;
    const client = this.client;
    this.client = null;
    if (client) await endQuietly(client);
  }
}
