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

/** The cookie in which the browser tells the server its time zone (the dashboard's "today"). */
export const TIME_ZONE_COOKIE = "folio_tz";

export interface FirstData {
  /** Each answer by its request's `answerKey`. */
  answers: Record<string, unknown>;
  /**
   * Where the live stream takes over: opened with this mark, it first sends the changes made
   * after these answers were read, so the page needs no refetch to catch up.
   */
  liveSince?: string;
}

/** A request's path and query, its parameters sorted: the same request gives the same key. */
export function answerKey(url: string): string {
  const parsed = new URL(url, "http://folio.invalid");
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
