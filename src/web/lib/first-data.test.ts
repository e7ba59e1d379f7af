import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "#shared/first-data";
import {
  discardFirstAnswers,
  documentQueries,
  fetchWithFirstData,
  readFirstDataFrom,
  renderSettings,
  resetFirstDataForTests,
  takeFirstAnswer,
  takeLiveSince,
} from "./first-data";

/** Puts a first data block in the document, as the server writes it. */
function documentWith(data: FirstData) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.head.append(element);
  resetFirstDataForTests();
}

afterEach(() => {
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  resetFirstDataForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the document's first data", () => {
  it("answers a GET it carries once, whatever the order of its query, and sends everything else to the network", async () => {
    documentWith({ answers: { "/api/dashboard?a=1&today=2026-11-26": { total: 6 } } });
    const network = vi.fn(async () => new Response(JSON.stringify({ total: 7 })));
    vi.stubGlobal("fetch", network);

    const first = await fetchWithFirstData("/api/dashboard?today=2026-11-26&a=1", { method: "GET" });
    expect(await first.json()).toEqual({ total: 6 });
    expect(network).not.toHaveBeenCalled();

    const again = await fetchWithFirstData("/api/dashboard?today=2026-11-26&a=1", { method: "GET" });
    expect(await again.json()).toEqual({ total: 7 });
    await fetchWithFirstData("/api/dashboard?today=2026-11-27&a=1", { method: "GET" });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("never answers a write, and drops what is left once the live stream has caught up", async () => {
    documentWith({ answers: { "/api/notifications": { items: [] }, "/api/shares": { items: [] } } });
    const network = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", network);
    await fetchWithFirstData("/api/notifications", { method: "PATCH" });
    expect(network).toHaveBeenCalledTimes(1);
    discardFirstAnswers();
    expect(takeFirstAnswer("/api/notifications")).toBeUndefined();
    expect(takeFirstAnswer("/api/shares")).toBeUndefined();
  });

  it("drops every answer once the document is older than an answer may be", async () => {
    vi.spyOn(performance, "now").mockReturnValue(1_000);
    documentWith({ answers: { "/api/session": { user: null } } });
    vi.mocked(performance.now).mockReturnValue(31_001);
    const network = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", network);
    await fetchWithFirstData("/api/session", { method: "GET" });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("gives a list's cache back its first page param, which JSON carried as null", () => {
    const list = { pages: [{ items: [] }, { items: [] }], pageParams: [null, "cursor-2"] };
    documentWith({ answers: {}, queries: { mutations: [], queries: [{ queryKey: ["list"], state: { data: list } }] } });
    const { queries } = documentQueries() as { queries: { state: { data: typeof list } }[] };
    expect(queries[0].state.data.pageParams).toEqual([undefined, "cursor-2"]);
  });

  it("gives the live stream's mark once, and nothing without a document block", () => {
    expect(takeFirstAnswer("/api/session")).toBeUndefined();
    expect(takeLiveSince()).toBeUndefined();
    documentWith({ answers: {}, liveSince: "0123456789ab.42" });
    expect(takeLiveSince()).toBe("0123456789ab.42");
    expect(takeLiveSince()).toBeUndefined();
  });

  it("on the server, answers from the request's own first data and never asks the network", async () => {
    const request: FirstData = {
      answers: { "/api/notifications": { items: [], unread: 2 } },
      render: { timeZone: "Asia/Tokyo", phone: true },
    };
    readFirstDataFrom(() => request);
    const network = vi.fn();
    vi.stubGlobal("fetch", network);
    vi.spyOn(performance, "now").mockReturnValue(60_000); // a server's uptime is no answer's age
    expect(renderSettings()).toEqual({ timeZone: "Asia/Tokyo", phone: true });
    expect(await (await fetchWithFirstData("/api/notifications")).json()).toEqual({ items: [], unread: 2 });
    // Taken once: the page then draws it loading, as the browser will, and the browser asks.
    await expect(fetchWithFirstData("/api/notifications")).rejects.toThrow("not among the page's first data");
    await expect(fetchWithFirstData("/api/shares")).rejects.toThrow();
    expect(network).not.toHaveBeenCalled();
  });
});
