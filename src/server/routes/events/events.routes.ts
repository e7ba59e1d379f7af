import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { createRouter, errorResponses } from "#server/lib/openapi";
import { requireViewer, stillSignedIn } from "#server/policy/index";
import { liveHubFor } from "#server/realtime/index";
import {
  LIVE_CHANGE_EVENT,
  LIVE_HEARTBEAT_MS,
  LIVE_READY_EVENT,
  LIVE_SESSION_ENDED_EVENT,
  type LiveEvent,
} from "#shared/realtime";
import { opaqueId } from "#shared/schemas/text";

const eventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["Realtime"],
  summary: "Live events for the signed-in user (Server-Sent Events)",
  description:
    "A 'ready' event once subscribed, then a 'change' event ({type, projectId?}) whenever something the user " +
    "may see changes, and a comment line every 25 s. Events carry no data: refetch through the normal routes. " +
    "A 'ready' with resync true means events may have been missed: refetch everything. Opened with " +
    "`since` (the mark a platform page's document carried with its data), the stream first sends the " +
    "changes made after that mark and then a 'ready' with resync false, when this server still knows them. " +
    "A stream whose session ends (signed out, revoked, deactivated) sends a last 'session-ended' event and closes.",
  request: {
    query: z.object({ since: opaqueId(40, "since must be the mark a platform page's document carried").optional() }),
  },
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "The event stream" },
    401: errorResponses[401],
  },
});

export const eventRoutes = createRouter().openapi(eventsRoute, async (c) => {
  const viewer = await requireViewer(c);
  const hub = liveHubFor(c.var.deps);
  return streamSSE(c, async (stream) => {
    // Writes are queued so a burst of events never interleaves two messages.
    let queue = Promise.resolve();
    const send = (write: () => Promise<unknown>) => {
      queue = queue
        .then(write)
        .then(() => undefined)
        .catch(() => stream.abort());
    };
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // The stream lives as long as its session: asked again before each event and heartbeat, so a
    // sign-out, a revoked session or a deactivation ends it instead of letting events through. Its
    // last event says so, and the page asks the user to sign in again. An answer the database cannot
    // give (an outage) keeps the stream: it carries nothing then.
    const whileSignedIn = (write: () => Promise<unknown>, { catchUp = false } = {}) =>
      send(async () => {
        // An account event (a deactivation, a role change) can come before this instance's viewer
        // cache has heard of the same commit, on its own connection: the cache catches up first.
        if (catchUp) await c.var.deps.viewerCache?.sync(c.var.deps.db.$client).catch(() => {});
        if (await stillSignedIn(c, viewer).catch(() => true)) return write();
        await stream.writeSSE({ event: LIVE_SESSION_ENDED_EVENT, data: "{}" });
        finish();
      });
    const unsubscribe = await hub.subscribe(viewer.id, {
      onEvent: (event: LiveEvent) =>
        whileSignedIn(() => stream.writeSSE({ event: LIVE_CHANGE_EVENT, data: JSON.stringify(event) }), {
          catchUp: event.type === "account",
        }),
      onResync: () =>
        whileSignedIn(() => stream.writeSSE({ event: LIVE_READY_EVENT, data: JSON.stringify({ resync: true }) })),
      onClose: () => finish(),
    });
    const heartbeat = setInterval(() => whileSignedIn(() => stream.write(": heartbeat\n\n")), LIVE_HEARTBEAT_MS);
    stream.onAbort(() => finish());
    c.req.raw.signal.addEventListener("abort", () => finish());
    try {
      // The changes made since the page read its data, else a full refetch: nothing is missed.
      const { since } = c.req.valid("query");
      const missed = since ? hub.missedSince(viewer.id, since) : null;
      for (const event of missed ?? [])
        send(() => stream.writeSSE({ event: LIVE_CHANGE_EVENT, data: JSON.stringify(event) }));
      send(() =>
        stream.writeSSE({ event: LIVE_READY_EVENT, data: JSON.stringify({ resync: missed === null }), retry: 3000 }),
      );
      await finished;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
});
