/**
 * The first data of a signed-in platform page, sent inside its HTML document: the answers the
 * page's first requests would get, so the page draws them without asking again. The server
 * fills it by asking its own API routes as the visitor; the browser takes each answer once.
 */

/** The id of the document's `<script type="application/json">` block that carries it, at the end of the body. */
export const FIRST_DATA_ELEMENT_ID = "folio-first-data";

/**
 * The attribute of the document's `<html>` element that says the block is coming, for the boot
 * script in the head, which runs before the body is parsed.
 */
export const FIRST_DATA_ATTRIBUTE = "data-first-data";

/**
 * The attribute of a platform page's `<html>` element while the page is drawn but its app is not
 * running yet: set by the boot script, removed once the app has taken the page over.
 */
export const AWAITING_APP_ATTRIBUTE = "data-awaiting-app";

/** The cookie in which the browser tells the server its time zone (the dashboard's "today"). */
export const TIME_ZONE_COOKIE = "folio_tz";

/** The cookie in which the browser tells the server the locale it formats dates in. */
export const LOCALE_COOKIE = "folio_locale";

/** The cookie in which the browser tells the server whether its window is phone-sized ("1") or not ("0"). */
export const PHONE_COOKIE = "folio_phone";

/** The cookie in which the platform's sidebar keeps whether it is expanded ("true") or collapsed ("false"). */
export const SIDEBAR_COOKIE = "sidebar_state";

/**
 * What the server drew a page with that only the browser knows for sure (its locale, time zone and
 * window size, from the cookies its boot script keeps). The browser's first render, which must
 * match the server's HTML, uses the same values.
 */
export interface RenderSettings {
  locale?: string;
  timeZone?: string;
  phone?: boolean;
  sidebarExpanded?: boolean;
  /**
   * When the server drew the page (ms since the epoch). Relative times ('5 minutes ago') count from
   * it until the app has taken the page over, so a minute that turns meanwhile changes no text.
   */
  drawnAt?: number;
}

export interface FirstData {
  /** Each answer by its request's `answerKey`. */
  answers: Record<string, unknown>;
  /**
   * Where the live stream takes over: opened with this mark, it first sends the changes made
   * after these answers were read, so the page needs no refetch to catch up.
   */
  liveSince?: string;
  /** The data cache the server drew the page with (TanStack Query's dehydrated state). */
  queries?: unknown;
  render?: RenderSettings;
}

/**
 * What the pages app hands the server rendering of a platform page, and what the rendering hands
 * back. Built by the server, read by the web app's server entry.
 */
export interface PlatformRenderContext {
  /** The CSP nonce the document's inline scripts carry. */
  nonce: string;
  /** The signed-in visitor's first data; absent for a visitor without a session. */
  firstData?: FirstData;
  /** Set by the rendering: the first data the document must carry for the browser to draw the same page. */
  rendered?: FirstData;
}

/** A request's path and query, its parameters sorted: the same request gives the same key. */
export function answerKey(url: string): string {
  const parsed = new URL(url, "http://folio.invalid");
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
