import { answerKey, FIRST_DATA_ELEMENT_ID, type FirstData, type RenderSettings } from "#shared/first-data";

/**
 * A signed-in platform page's document carries the answers to the page's first requests (the
 * session, the page's data), read by the server through the same API routes as the visitor. The
 * API client takes each answer once instead of asking the network, so the page draws its data as
 * soon as its code runs.
 *
 * An answer stays current while nothing the visitor may see has changed since it was read: the
 * live stream, opened from the document's mark, reports every such change. So the answers not
 * taken yet are dropped at the first change it reports, when it cannot tell what changed, or
 * after MAX_AGE_MS whatever it says (a stream that never opened reports nothing).
 *
 * On the server, while a page is rendered, the same functions read that request's first data
 * (`readFirstDataFrom`), so the server draws the page from the answers the document will carry.
 */

/** How long after the document's request an answer may still be taken. */
const MAX_AGE_MS = 30_000;

/** Not read yet (undefined), absent (null), or the document's first data. */
let firstData: FirstData | null | undefined;
/** When the document was requested, on performance.now()'s clock: its start, in a page. */
let documentRequestedAt = 0;

function documentFirstData(): FirstData | null {
  if (firstData !== undefined) return firstData;
  firstData = null;
  const element = typeof document === "undefined" ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return firstData;
  try {
    firstData = JSON.parse(element.textContent) as FirstData;
  } catch {
    // A damaged block is no data: the page asks the network as it would without it.
  }
  return firstData;
}

/** On the server: where the first data of the request being rendered is found. */
let serverFirstData: (() => FirstData | null) | undefined;

/** The server's entry names where the request being rendered keeps its first data. */
export function readFirstDataFrom(source: () => FirstData | null): void {
  serverFirstData = source;
}

function currentFirstData(): FirstData | null {
  return serverFirstData ? serverFirstData() : documentFirstData();
}

/** In the browser, once the app runs: its own locale and time zone, where the server drew with others. */
let browserSettings: RenderSettings | undefined;
/** In the browser: the app has taken the page over, and times count from the clock again. */
let appTookOver = false;

/** The locale, time zone and window size to draw with: the server's while the page is taken over, then the browser's own. */
export function renderSettings(): RenderSettings {
  if (!serverFirstData && browserSettings) return browserSettings;
  return currentFirstData()?.render ?? {};
}

/**
 * Once the app has taken the page over: when the server drew it with another locale or time zone
 * than the browser's (it guessed, or the browser's settings changed since it last said), the
 * browser's own apply from now on. True when they changed, and the page should be drawn again.
 */
export function adoptBrowserSettings(): boolean {
  appTookOver = true;
  const drawn = renderSettings();
  if (drawn.locale === undefined && drawn.timeZone === undefined) return false;
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  if (drawn.locale === locale && drawn.timeZone === timeZone) return false;
  browserSettings = { ...drawn, locale, timeZone };
  return true;
}

/** The moment to count relative times from: the server's while it draws the page and the app takes it over, then now. */
export function renderNow(): Date {
  const drawnAt = serverFirstData || !appTookOver ? currentFirstData()?.render?.drawnAt : undefined;
  return new Date(drawnAt ?? Date.now());
}

/**
 * The data cache the server drew the page with, to start the browser's cache from. JSON has no
 * undefined, so a list's first page param (undefined: no cursor) came as null; it is undefined
 * again, or the list's next refetch would send the cursor "null".
 */
export function documentQueries(): unknown {
  const queries = documentFirstData()?.queries as { queries?: { state: { data?: unknown } }[] } | undefined;
  for (const { state } of queries?.queries ?? []) {
    const pages = state.data as { pageParams?: unknown[] } | undefined;
    if (Array.isArray(pages?.pageParams)) pages.pageParams = pages.pageParams.map((param) => param ?? undefined);
  }
  return queries;
}

/** The answer the document carried for a GET of `url`, once; undefined when it carried none. */
export function takeFirstAnswer(url: string): unknown {
  const documentAge = typeof performance === "undefined" ? 0 : performance.now() - documentRequestedAt;
  if (!serverFirstData && documentAge > MAX_AGE_MS) discardFirstAnswers();
  const answers = currentFirstData()?.answers;
  const key = answerKey(url);
  if (!answers || !(key in answers)) return undefined;
  const answer = answers[key];
  delete answers[key];
  return answer;
}

/** Drops the answers no request has taken: something may have changed since they were read. */
export function discardFirstAnswers(): void {
  const data = currentFirstData();
  if (data) data.answers = {};
}

/** The live stream's starting mark that came with the answers, once (only the page's first stream uses it). */
export function takeLiveSince(): string | undefined {
  const data = currentFirstData();
  const since = data?.liveSince;
  if (data) data.liveSince = undefined;
  return since;
}

/** `fetch` for the API client: a GET the document already answered is answered from it, once. */
export const fetchWithFirstData: typeof fetch = (input, init) => {
  if ((init?.method ?? "GET").toUpperCase() === "GET") {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = takeFirstAnswer(url);
    if (answer !== undefined) {
      const headers = { "content-type": "application/json" };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers }));
    }
  }
  // The server draws only what the document carries: any other read stays pending, as it is in
  // the browser's first render, and the browser asks for it.
  if (serverFirstData) return Promise.reject(new Error("not among the page's first data"));
  return fetch(input, init);
};

/**
 * For tests: forget what was read, so the next call reads the document again, as if it had just
 * been requested (a test worker's clock started long before).
 */
export function resetFirstDataForTests(): void {
  firstData = undefined;
  documentRequestedAt = typeof performance === "undefined" ? 0 : performance.now();
  serverFirstData = undefined;
  browserSettings = undefined;
  appTookOver = false;
}
