import type { Logger } from "#server/lib/logger";
import type { LiveHub } from "#server/realtime/index";
import {
  answerKey,
  FIRST_DATA_ATTRIBUTE,
  FIRST_DATA_ELEMENT_ID,
  type FirstData,
  LOCALE_COOKIE,
  PHONE_COOKIE,
  type RenderSettings,
  SIDEBAR_COOKIE,
  TIME_ZONE_COOKIE,
} from "#shared/first-data";
import type { Me } from "#shared/schemas/team";
import { scriptSafeJson } from "#shared/script-safe-json";
import { firstRequests } from "./first-requests";

/** Answers a GET of an API path as the visitor whose cookie it carries, through the API's own routes. */
export type ReadApi = (path: string, cookie: string) => Promise<Response>;

/** What a signed-in page's document gains: its first data, and the images it should fetch first. */
export interface PageFirstData {
  data: FirstData;
  preloadImages: string[];
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const dateIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** The calendar date in the visitor's time zone (the one their browser left in a cookie), else in UTC. */
export function visitorToday(cookie: string, now = new Date()): string {
  const raw = cookieValue(cookie, TIME_ZONE_COOKIE);
  try {
    return dateIn(raw ? decodeURIComponent(raw).slice(0, 64) : "UTC", now);
  } catch {
    // Not a time zone this runtime knows: UTC. The page then asks for its own day if it differs.
    return dateIn("UTC", now);
  }
}

/** A cookie's text as the browser wrote it (percent-encoded), bounded; undefined when absent or not valid. */
function cookieText(cookie: string, name: string): string | undefined {
  const raw = cookieValue(cookie, name);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw).slice(0, 64);
  } catch {
    return undefined;
  }
}

/** A time zone this runtime knows, else undefined. */
function knownTimeZone(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A well-formed locale tag, else undefined. */
function knownLocale(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/** The first language the browser asks for, when it is a well-formed locale tag. */
function acceptedLocale(header: string | null): string | undefined {
  return knownLocale(header?.split(",")[0]?.split(";")[0]?.trim().slice(0, 64));
}

/** A phone, by the browser's own hint (Chromium's `Sec-CH-UA-Mobile`) or else its user agent. */
function looksLikePhone(headers: Headers): boolean {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint) return hint === "?1";
  return /\bMobi/.test(headers.get("user-agent") ?? "");
}

/**
 * How the server draws the visitor's page: what their browser last told it (its boot script's
 * cookies), else a guess from the request (its languages, whether it is a phone), else UTC and US
 * English. Every value is given, so the browser's first render uses exactly the same ones.
 */
export function visitorRenderSettings(headers: Headers, now = Date.now()): Required<RenderSettings> {
  const cookie = headers.get("cookie") ?? "";
  const phone = cookieValue(cookie, PHONE_COOKIE);
  const sidebar = cookieValue(cookie, SIDEBAR_COOKIE);
  return {
    locale: knownLocale(cookieText(cookie, LOCALE_COOKIE)) ?? acceptedLocale(headers.get("accept-language")) ?? "en-US",
    timeZone: knownTimeZone(cookieText(cookie, TIME_ZONE_COOKIE)) ?? "UTC",
    phone: phone === "1" || phone === "0" ? phone === "1" : looksLikePhone(headers),
    sidebarExpanded: sidebar !== "false",
    drawnAt: now,
  };
}

/** The cover the project list shows first: fetched with the document, not after the list's data. */
function firstCover(list: unknown): string[] {
  const cover = (list as { items?: { cover_url?: string | null }[] } | undefined)?.items?.[0]?.cover_url;
  return cover?.startsWith("/") ? [cover] : [];
}

/**
 * Reads a signed-in platform page's first data for its document. Everything goes through the API
 * routes as the visitor (`readApi` with their cookie), so the same session check, policy and
 * queries decide what is read; nothing is decided here. A visitor without a session gets nothing
 * (undefined), and so does any failure: the page then asks for its data itself, as without this.
 *
 * The live hub's mark is taken before the page's data is read: the page's event stream, opened
 * with it, sends every change committed after the read began.
 */
export function createFirstDataReader(readApi: ReadApi, liveHub: () => LiveHub, logger: Logger) {
  return async function readFirstData(request: Request): Promise<PageFirstData | undefined> {
    const cookie = request.headers.get("cookie");
    if (!cookie) return undefined;
    try {
      const sessionAnswer = await readApi("/api/session", cookie);
      if (sessionAnswer.status !== 200) return undefined;
      const session = (await sessionAnswer.json()) as { me: Me | null };
      if (!session.me) return undefined;
      const url = new URL(request.url);
      const liveSince = await liveHub().mark();
      const { paths, coverList } = firstRequests(url.pathname, url.searchParams, {
        role: session.me.role,
        today: visitorToday(cookie),
      });
      const answers: Record<string, unknown> = { [answerKey("/api/session")]: session };
      await Promise.all(
        paths.map(async (path) => {
          const answer = await readApi(path, cookie);
          // An error (a project not there, a page the role may not open) is left to the page to ask and show.
          if (answer.status === 200) answers[answerKey(path)] = await answer.json();
          else await answer.body?.cancel();
        }),
      );
      const preloadImages = coverList ? firstCover(answers[answerKey(coverList)]) : [];
      return { data: { answers, liveSince, render: visitorRenderSettings(request.headers) }, preloadImages };
    } catch (error) {
      logger.warn("a page's first data could not be read; the page will ask for it", { cause: String(error) });
      return undefined;
    }
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The platform's document with its first data. The images to fetch first are named at the top of
 * the head; the data goes at the end of the body, so it never delays the discovery of the scripts
 * (which run only once the whole document is parsed), and `<html>` says it is coming, for the boot
 * script in the head. A JSON block is data, not a script: the CSP has nothing to allow.
 */
export function withFirstData(html: string, { data, preloadImages }: PageFirstData): string {
  const block = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  const preloads = preloadImages
    .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`)
    .join("");
  // Replacement functions, so no `$` in what is inserted is read as a pattern.
  const marked = html
    .replace(/<html(?=[\s>])/, () => `<html ${FIRST_DATA_ATTRIBUTE}`)
    .replace("<head>", () => `<head>${preloads}`);
  const end = marked.lastIndexOf("</body>");
  return `${marked.slice(0, end)}${block}${marked.slice(end)}`;
}
