import { useEffect, useRef } from "react";
import { LIVE_CHANGE_EVENT, LIVE_READY_EVENT, type LiveEvent, liveEventSchema } from "#shared/realtime";

export interface LiveEventHandlers {
  /** Something the user may see changed: refetch what shows it. */
  onEvent: (event: LiveEvent) => void;
  /**
   * The stream is (re)subscribed. Events sent before this moment were not delivered: those
   * before the first subscription (the page fetched its data a moment earlier) or during a
   * drop. Refetch everything live.
   */
  onResync: () => void;
}

/**
 * The platform's one live connection: an EventSource on /api/events for the
 * signed-in user. The browser reconnects by itself after a drop; every 'ready'
 * means a new subscription, so the page resynchronises.
 */
export function useLiveEvents(handlers: LiveEventHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    source.addEventListener(LIVE_READY_EVENT, () => latest.current.onResync());
    source.addEventListener(LIVE_CHANGE_EVENT, (message) => {
      try {
        const parsed = liveEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
        if (parsed.success) latest.current.onEvent(parsed.data);
      } catch {
        // A malformed message is dropped; the next change or resync refreshes the page.
      }
    });
    return () => source.close();
  }, []);
}
