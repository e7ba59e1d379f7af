import pg from "pg";
import { endQuietly, reconnect } from "#server/db/reconnect";
import type { Logger } from "#server/lib/logger";
import { type LiveEvent, liveEventSchema } from "#shared/realtime";
import { LIVE_CHANNEL, type LiveEnvelope } from "./publish";

/** One open stream's callbacks. */
export interface LiveListener {
  onEvent: (event: LiveEvent) => void;
  /** Events may have been missed (the connection dropped): refetch everything. */
  onResync: () => void;
  /** The instance is shutting down: end the stream so the server can drain. */
  onClose: () => void;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * One instance's end of the live events: a dedicated pg.Client (never a pooled
 * connection, which the pool would hand to someone else) LISTENs on the channel
 * every instance NOTIFYs, and fans each event out to the open streams of the
 * users it is addressed to. Events written by any instance reach every instance.
 *
 * The connection is opened by the first subscriber. If it drops, it is
 * re-established and every stream is told to resynchronise, since events sent
 * meanwhile are lost.
 */
export class LiveHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly all = new Set<LiveListener>();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly logger: Logger,
  ) {}

  /** Open event streams on this instance. */
  get streamCount(): number {
    return this.all.size;
  }

  /**
   * Delivers the user's events to `listener` until the returned function is
   * called; resolves once LISTEN is active, so nothing committed afterwards is missed.
   */
  async subscribe(userId: string, listener: LiveListener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    this.all.add(listener);
    let active = true;
    const unsubscribe = () => {
      if (!active) return;
      active = false;
      this.all.delete(listener);
      const current = this.listeners.get(userId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(userId);
    };
    try {
      await this.ensureConnected();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private ensureConnected(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The live event hub is closed"));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.dispatch(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    void endQuietly(client);
    if (this.closed) return;
    reconnect({
      name: "live events connection",
      logger: this.logger,
      delayMs: RECONNECT_DELAY_MS,
      // With no stream open, the next subscriber opens the connection.
      abandoned: () => this.closed || this.all.size === 0,
      attempt: async () => {
        await this.ensureConnected();
        for (const listener of this.all) listener.onResync();
      },
      cause: error,
    });
  }

  private dispatch(payload: string) {
    let envelope: LiveEnvelope;
    try {
      const parsed = JSON.parse(payload) as LiveEnvelope;
      envelope = { event: liveEventSchema.parse(parsed.event), userIds: parsed.userIds };
    } catch {
      this.logger.warn("ignoring a malformed live event");
      return;
    }
    for (const userId of envelope.userIds) {
      for (const listener of this.listeners.get(userId) ?? []) listener.onEvent(envelope.event);
    }
  }

  /** Ends every stream and the LISTEN connection; later subscriptions are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const listener of [...this.all]) listener.onClose();
    const client = this.client;
    this.client = null;
    if (client) await endQuietly(client);
  }
}
