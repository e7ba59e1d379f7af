import type { IncomingMessage, ServerResponse } from "node:http";

/** After an early answer, at most this much of the rest of the body is read and discarded… */
const LINGER_MAX_BYTES = 8 * 1024 * 1024;
/** …for at most this long; past either bound the connection is closed. */
const LINGER_MAX_MS = 5_000;

/**
 * A request refused before its body was read (413, 401, 403, 404) is answered at once, while the
 * client may still be sending. Closing the socket then makes the client's kernel see unread data
 * and a reset, and Node's fetch, undici and browsers report the reset instead of the answer. So,
 * as nginx's lingering close does, the rest of the body is read and thrown away, within a bound,
 * after the answer is sent; the keep-alive connection then serves the next request. A body that
 * goes past the bound has its connection closed.
 *
 * It replaces @hono/node-server's own clean-up (serve with `autoCleanupIncoming: false`), which
 * gives up after 500 ms and stalls when the body's web stream was opened but not read.
 */
export function lingerAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (incoming.method === "GET" || incoming.method === "HEAD") return;
  outgoing.once("finish", () => {
    if (incoming.complete || incoming.destroyed) return;
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off("data", discard);
      incoming.off("end", done);
      incoming.off("error", done);
    };
    const close = () => {
      done();
      incoming.socket?.destroy();
    };
    const discard = (chunk: Buffer) => {
      received += chunk.length;
      if (received > LINGER_MAX_BYTES) close();
    };
    const timer = setTimeout(close, LINGER_MAX_MS);
    timer.unref();
    // Nobody reads the body any more; a web stream opened on it would pause it when full.
    incoming.removeAllListeners("data");
    incoming.on("data", discard);
    incoming.once("end", done);
    incoming.once("error", done);
    incoming.resume();
  });
}
