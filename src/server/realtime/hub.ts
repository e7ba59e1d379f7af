import crypto from "node:crypto";
import pg from "pg";
import { endQuietly, reconnect } from "#server/db/reconnect";
import type { Logger } from "#server/lib/logger";
import { type LiveEvent, liveEventSchema } from "#shared/schemas/realtime";
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
/** How long an instance remembers the events it received, for a stream that opens after a page read its data. */
const JOURNAL_MS = 60_000;
/** At most this many remembered events; older ones are forgotten sooner under a burst. */
const JOURNAL_MAX = 10_000;
/** How far two instances' clocks may disagree: a mark from another instance is taken this much earlier. */
const CLOCK_SKEW_MS = 2_000;

interface JournalEntry {
  at: number;
  event: LiveEvent;
  userIds: string[];
}

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
  /** Names this instance in its marks. */
  private readonly instanceId = crypto.randomBytes(6).toString("hex");
  /** The events received lately, oldest first, and the time since which that list is complete. */
  private journal: JournalEntry[] = [];
  private completeSince: number | null = null;

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

  /**
   * A mark of this moment, taken once this instance is listening: a page reads its data after
   * taking it, and a stream opened later asks `missedSince(mark)` for what changed meanwhile.
   */
  async mark(): Promise<string> {
    await this.ensureConnected();
    return `${this.instanceId}.${Date.now()}`;
  }

  /**
   * The events addressed to `userId` that this instance received since `mark` (an event
   * committed after the mark is received after it), or null when it cannot tell: it was not
   * listening all that time, it has forgotten that far back, or the mark is not one of ours.
   * An event from just before the mark may be among them; refreshing for it is harmless.
   */
  missedSince(userId: string, mark: string): LiveEvent[] | null {
    const match = /^([0-9a-f]{12})\.(\d{1,15})$/.exec(mark);
    if (!match) return null;
    const from = Number(match[2]) - (match[1] === this.instanceId ? 0 : CLOCK_SKEW_MS);
    this.forgetOld();
    if (this.completeSince === null || this.completeSince > from) return null;
    return this.journal.filter((entry) => entry.at >= from && entry.userIds.includes(userId)).map((e) => e.event);
  }

  private forgetOld() {
    const horizon = Date.now() - JOURNAL_MS;
    let drop = 0;
    while (drop < this.journal.length && (this.journal[drop].at < horizon || this.journal.length - drop > JOURNAL_MAX))
      drop += 1;
    if (drop === 0) return;
    // What was dropped can no longer be told: the list is complete only after the last of it.
    if (this.completeSince !== null) this.completeSince = Math.max(this.completeSince, this.journal[drop - 1].at + 1);
    this.journal = this.journal.slice(drop);
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
    // Events from before now (or during a drop) were never received: the journal starts here.
    this.journal = [];
    this.completeSince = Date.now();
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    this.completeSince = null;
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
    this.journal.push({ at: Date.now(), ...envelope });
    this.forgetOld();
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
