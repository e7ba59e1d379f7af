import http from "node:http";

export interface ReceivedEvent {
  event: string;
  data: string;
  /** performance.now() when the message was complete. */
  at: number;
}

export interface EventStreamClient {
  /** Resolves once the server has sent 'ready' (the subscription is live). */
  ready: Promise<void>;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or future) that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
  /** Resolves when the connection has closed. */
  closed: Promise<void>;
}

/**
 * A minimal Server-Sent Events reader over node:http, for tests and benches:
 * it records every message with its arrival time.
 */
export function openEventStream(url: string, cookie: string): EventStreamClient {
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }>();
  let markReady = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  const request = http.get(url, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
    if (res.statusCode !== 200) {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => failReady(new Error(`event stream answered ${res.statusCode}: ${body}`)));
      return;
    }
    res.setEncoding("utf8");
    let buffer = "";
    res.on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) event = line.slice(7);
          else if (line.startsWith("data: ")) data.push(line.slice(6));
        }
        if (data.length === 0) continue; // a heartbeat comment
        const received = { event, data: data.join("\n"), at: performance.now() };
        events.push(received);
        if (event === "ready") markReady();
        for (const waiter of [...waiters]) {
          if (waiter.match(received)) {
            waiters.delete(waiter);
            waiter.resolve(received);
          }
        }
      }
    });
    res.on("close", markClosed);
  });
  request.on("error", (error) => {
    failReady(error);
    markClosed();
  });

  return {
    ready,
    events,
    closed,
    waitFor(match, timeoutMs = 5000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error("no matching event in time"));
        }, timeoutMs).unref();
      });
    },
    close() {
      request.destroy();
    },
  };
}
