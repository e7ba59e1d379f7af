import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Viewer } from "#server/context";
import { PgListener } from "#server/db/pg-listener";
import type { Logger } from "#server/lib/logger";

/** Triggers on "session", "user" and user_roles NOTIFY here with the user's id (migration 0005). */
export const VIEWER_CHANGED_CHANNEL = "folio_viewer_changed";

/** Bounds memory: the oldest entries go first. Far more than the people signed in at once. */
const MAX_ENTRIES = 10_000;
/**
 * An entry is re-read from the database after this long even if no change was announced.
 * Changes are announced, so this is only a backstop.
 */
const MAX_AGE_MS = 60_000;
/** How long `sync` waits for its own notification before forgetting everything instead. */
const SYNC_TIMEOUT_MS = 2_000;
/** Payloads of `sync` barriers start with this; a user id never does. */
const SYNC_PREFIX = "sync:";

interface Entry {
  viewer: Viewer;
  userId: string;
  /** Until then the session needs no renewal (nor has it expired). */
  freshUntil: number;
  cachedUntil: number;
}

/**
 * Signed-in viewers by signed session cookie (token and checked signature), so a request needs
 * no database round trip to know who is asking. Every instance LISTENs for changes: a sign-out, a password change that ends sessions,
 * a deactivation, a role or profile change all write to "session", "user" or user_roles, whose
 * triggers NOTIFY the user's id at commit, and each instance then forgets that user's sessions.
 * Whatever another instance commits is therefore honoured here from the moment Postgres delivers
 * the notification (well under a millisecond on one host).
 *
 * Nothing is cached while the LISTEN connection is down, and everything is forgotten when it
 * drops or comes back, since notifications sent meanwhile are lost. A lookup that was under way
 * when any change arrived is not cached (`epoch`), so a read from before a change never
 * outlives the notification of that change.
 *
 * A change made through this instance is honoured at once: after every mutation, `sync` sends a
 * barrier notification and waits for it, and Postgres delivers notifications in commit order.
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private readonly listener: PgListener;
  private epochCounter = 0;
  private readonly instanceId = randomUUID();
  private syncCounter = 0;
  private readonly syncWaiters = new Map<string, () => void>();

  constructor(config: pg.ClientConfig, logger: Logger) {
    this.listener = new PgListener(
      config,
      VIEWER_CHANGED_CHANNEL,
      {
        onNotification: (payload) => this.notified(payload),
        onListening: () => this.clear(),
        onLost: () => this.clear(),
      },
      logger,
    );
  }

  /** Starts listening; until LISTEN is active nothing is cached. */
  start(): Promise<void> {
    return this.listener.start();
  }

  close(): Promise<void> {
    this.clear();
    return this.listener.close();
  }

  /** Take before reading the database; pass to `set` with what was read. */
  get epoch(): number {
    return this.epochCounter;
  }

  /** Whether changes are being heard, and so whether anything is cached. */
  get listening(): boolean {
    return this.listener.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  get(token: string, now = Date.now()): Viewer | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.freshUntil > now && entry.cachedUntil > now) return entry.viewer;
    this.forgetToken(token, entry);
    return undefined;
  }

  /** Caches what a lookup that started at `epoch` read, unless anything changed since. */
  set(token: string, viewer: Viewer, freshUntil: number, epoch: number, now = Date.now()): void {
    if (!this.listener.listening || epoch !== this.epochCounter) return;
    const previous = this.entries.get(token);
    if (previous) this.forgetToken(token, previous);
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestToken, oldest] = this.entries.entries().next().value as [string, Entry];
      this.forgetToken(oldestToken, oldest);
    }
    this.entries.set(token, { viewer, userId: viewer.id, freshUntil, cachedUntil: now + MAX_AGE_MS });
    let tokens = this.tokensByUser.get(viewer.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(viewer.id, tokens);
    }
    tokens.add(token);
  }

  /**
   * Resolves once every change committed before the call has reached this instance's cache
   * (a barrier: our own notification, sent after them, has arrived). If it does not arrive in
   * time, the cache is emptied instead.
   */
  async sync(pool: pg.Pool): Promise<void> {
    if (!this.listener.listening) return;
    this.syncCounter += 1;
    const barrier = `${SYNC_PREFIX}${this.instanceId}:${this.syncCounter}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.syncWaiters.set(barrier, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await pool.query("select pg_notify($1, $2)", [VIEWER_CHANGED_CHANNEL, barrier]);
      if (!(await arrived)) this.clear();
    } catch (error) {
      this.clear();
      throw error;
    } finally {
      clearTimeout(timer);
      this.syncWaiters.delete(barrier);
    }
  }

  private notified(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) this.syncWaiters.get(payload)?.();
    else this.forgetUser(payload);
  }

  private forgetUser(userId: string) {
    this.epochCounter += 1;
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token);
    this.tokensByUser.delete(userId);
  }

  private forgetToken(token: string, entry: Entry) {
    this.entries.delete(token);
    const tokens = this.tokensByUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.userId);
  }

  private clear() {
    this.epochCounter += 1;
    this.entries.clear();
    this.tokensByUser.clear();
  }
}
