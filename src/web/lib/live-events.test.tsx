import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_DATA_ELEMENT_ID } from "#shared/first-data";
import { LIVE_CHANGE_EVENT, LIVE_READY_EVENT } from "#shared/realtime";
import { resetFirstDataForTests, takeFirstAnswer } from "./first-data";
import { schemas } from "./lazy-schemas";
import { useLiveEvents } from "./live-events";

/** The browser's EventSource, reduced to what the hook uses; the test plays the server. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  resetFirstDataForTests();
});

/** The document brought the page's first data and the live stream's mark. */
function documentWithFirstData() {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ answers: { "/api/shares": { items: [] } }, liveSince: "0123456789ab.42" });
  document.head.append(element);
  resetFirstDataForTests();
}

/** Every change emitted so far has been read: each waits on the schemas' one load, in order. */
async function eventsRead() {
  await schemas.load();
}

function subscribe() {
  vi.stubGlobal("EventSource", FakeEventSource);
  const handlers = { onEvent: vi.fn(), onResync: vi.fn() };
  const hook = renderHook(() => useLiveEvents(handlers));
  const source = FakeEventSource.last;
  if (!source) throw new Error("no EventSource was opened");
  return { handlers, hook, source };
}

describe("useLiveEvents", () => {
  it("resynchronises on the first subscription too: what changed before it was never sent", () => {
    const { handlers, source } = subscribe();
    expect(source.url).toBe("/api/events");
    source.emit(LIVE_READY_EVENT, JSON.stringify({ resync: false }));
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    // The browser reconnected after a drop: again.
    source.emit(LIVE_READY_EVENT, JSON.stringify({ resync: true }));
    expect(handlers.onResync).toHaveBeenCalledTimes(2);
  });

  it("after a document with first data: opens from its mark, and refetches nothing when the server caught up", async () => {
    documentWithFirstData();
    const { handlers, source } = subscribe();
    expect(source.url).toBe("/api/events?since=0123456789ab.42");
    source.emit(LIVE_READY_EVENT, JSON.stringify({ resync: false }));
    expect(handlers.onResync).not.toHaveBeenCalled();
    // Nothing changed since the data was read: a component mounting now may still take its answer.
    expect(takeFirstAnswer("/api/shares")).toEqual({ items: [] });
    // A change: it refreshes what it concerns.
    source.emit(LIVE_CHANGE_EVENT, JSON.stringify({ type: "share" }));
    await eventsRead();
    expect(handlers.onEvent).toHaveBeenCalledWith({ type: "share" });
    // A reconnect after a drop: everything again.
    source.emit(LIVE_READY_EVENT, JSON.stringify({ resync: false }));
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
  });

  it("after a document with first data: refetches everything, and drops its answers, when the server could not catch up", () => {
    documentWithFirstData();
    const { handlers, source } = subscribe();
    source.emit(LIVE_READY_EVENT, JSON.stringify({ resync: true }));
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    expect(takeFirstAnswer("/api/shares")).toBeUndefined();
  });

  it("drops the document's answers no request took at the first change the stream reports", () => {
    documentWithFirstData();
    const { source } = subscribe();
    source.emit(LIVE_CHANGE_EVENT, JSON.stringify({ type: "project", projectId: "p1" }));
    expect(takeFirstAnswer("/api/shares")).toBeUndefined();
  });

  it("passes on well-formed changes and drops malformed ones", async () => {
    const { handlers, source } = subscribe();
    source.emit(LIVE_CHANGE_EVENT, JSON.stringify({ type: "share" }));
    source.emit(LIVE_CHANGE_EVENT, "{not json");
    source.emit(LIVE_CHANGE_EVENT, JSON.stringify({ type: "no-such-kind" }));
    await eventsRead();
    expect(handlers.onEvent).toHaveBeenCalledTimes(1);
    expect(handlers.onEvent).toHaveBeenCalledWith({ type: "share" });
  });

  it("closes the stream when the signed-in shell goes away", () => {
    const { hook, source } = subscribe();
    hook.unmount();
    expect(source.closed).toBe(true);
  });
});
