import pg from "pg";
import type { Logger } from "#server/lib/logger";
import { endQuietly, reconnect } from "./reconnect";

const RECONNECT_DELAY_MS = 1000;
/**
 * A connection can stop answering without closing (a frozen server, a network partition): no
 * error, and no notification either. It is asked a trivial query this often, and counts as lost
 * when the answer takes longer than the timeout.
 */
const HEARTBEAT_INTERVAL_MS = 3_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

export interface PgListenerHandlers {
  /** A notification on the channel. */
  onNotification: (payload: string) => void;
  /** LISTEN is active (first connection or after a reconnect): from now on nothing committed is missed. */
  onListening: () => void;
  /** The connection dropped: notifications sent from now until onListening are lost. */
  onLost: () => void;
}

/**
 * A dedicated connection (never a pooled one, which the pool would hand to someone else)
 * that LISTENs on one channel and reconnects after a drop, telling its owner both when
 * notifications may have been missed and when it is listening again.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: PgListenerHandlers,
    private readonly logger: Logger,
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and LISTENs; on failure, keeps retrying in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.reconnect(error as Error);
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on("notification", (message) => {
      if (message.channel === this.channel && message.payload) this.handlers.onNotification(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      await endQuietly(client);
      throw error;
    }
    if (this.closed) {
      await endQuietly(client);
      return;
    }
    this.client = client;
    this.heartbeat = setInterval(() => this.beat(client), HEARTBEAT_INTERVAL_MS);
    this.heartbeat.unref();
    this.handlers.onListening();
  }

  /** One heartbeat: the connection is lost unless `select 1` is answered in time. */
  private beat(client: pg.Client) {
    const timer = setTimeout(
      () => this.lost(client, new Error("the notification connection stopped answering")),
      HEARTBEAT_TIMEOUT_MS,
    );
    timer.unref();
    client.query("select 1").then(
      () => clearTimeout(timer),
      (error: Error) => {
        clearTimeout(timer);
        this.lost(client, error);
      },
    );
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    clearInterval(this.heartbeat);
    this.handlers.onLost();
    void endQuietly(client);
    this.reconnect(error);
  }

  /** Tries again every second until LISTEN works; the loss and the recovery are logged once each. */
  private reconnect(cause?: Error) {
    if (this.closed) return;
    reconnect({
      name: "notification connection",
      logger: this.logger,
      delayMs: RECONNECT_DELAY_MS,
      abandoned: () => this.closed,
      attempt: () => this.connect(),
      cause,
      fields: { channel: this.channel },
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    if (client) await endQuietly(client);
  }
}
