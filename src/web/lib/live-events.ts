import { useEffect, useRef } from "react";
import { LIVE_CHANGE_EVENT, LIVE_READY_EVENT, LIVE_SESSION_ENDED_EVENT, type LiveEvent } from "#shared/realtime";
import { reportSessionEnded } from "./auth/session-ended";
import { discardFirstAnswers, takeLiveSince } from "./first-data";
import { schemas } from "./lazy-schemas";

export interface LiveEventHandlers {
  /** Something the user may see changed: refetch what shows it. */
  onEvent: (event: LiveEvent) => void;
  /**
   * The stream is (re)subscribed and events sent before this moment may not have been
   * delivered: those before the first subscription (the page fetched its data a moment
   * earlier) or during a drop. Refetch everything live.
   */
  onResync: () => void;
}

/** Whether a 'ready' message says the server could not send what was missed. */
function asksResync(message: MessageEvent<string>): boolean {
  try {
    return (JSON.parse(message.data) as { resync?: unknown }).resync !== false;
  } catch {
    return true;
  }
}

/**
 * The platform's one live connection: an EventSource on /api/events for the
 * signed-in user. The browser reconnects by itself after a drop; every 'ready'
 * means a new subscription, so the page resynchronises.
 *
 * Except once: when the document brought the page's first data, the stream opens from the
 * mark taken before that data was read. The server then sends the changes made since (as
 * ordinary events, which refresh what they concern) and a 'ready' without resync, and the
 * page is current without fetching again what it has just been given.
 */
export function useLiveEvents(handlers: LiveEventHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const since = takeLiveSince();
    const source = new EventSource(since ? `/api/events?since=${encodeURIComponent(since)}` : "/api/events");
    let firstReadyMayBeCaughtUp = since !== undefined;
    source.addEventListener(LIVE_READY_EVENT, (message) => {
      const caughtUp = firstReadyMayBeCaughtUp && !asksResync(message as MessageEvent<string>);
      firstReadyMayBeCaughtUp = false;
      if (caughtUp) return;
      // Something may have been missed: what the document brought may be old.
      discardFirstAnswers();
      latest.current.onResync();
    });
    source.addEventListener(LIVE_CHANGE_EVENT, (message) => {
      // A change since the document's data was read: its answers not taken yet may be old.
      discardFirstAnswers();
      // The schema loads with the first event (events keep their order: each waits on the same load).
      schemas.load().then(
        ({ liveEventSchema }) => {
          try {
            const parsed = liveEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
            if (parsed.success) latest.current.onEvent(parsed.data);
          } catch {
            // A malformed message is dropped; the next change or resync refreshes the page.
          }
        },
        // Without the schema the event cannot be read: refresh everything live instead.
        () => latest.current.onResync(),
      );
    });
    // Signed out elsewhere (or deactivated): the server closes the stream, and the page asks the
    // user to sign in again where they are. Closed here too, or the browser would ask again.
    source.addEventListener(LIVE_SESSION_ENDED_EVENT, () => {
      source.close();
      reportSessionEnded();
    });
    return () => source.close();
  }, []);
}
