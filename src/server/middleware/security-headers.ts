import type { ServerResponse } from "node:http";

/** CSP for JSON answers and plain files: nothing may load from them. HTML pages set their own (web/pages.ts). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A document's headers: what a browser applies to a page it renders (HTML pages, the API docs). */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": API_CSP,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * An API answer's headers (JSON, or a stored file): never stored by a browser or a proxy unless
 * the route says so, never sniffed into another type, never framed, never read cross-origin, and
 * nothing may load from it. The rest of PAGE_HEADERS only matters to a rendered document (opener,
 * referrer, permissions, prefetch, old IE filters), and Node's header checks made them cost every
 * answer about 3 µs of CPU, so API answers leave them out.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "no-store",
  "content-security-policy": API_CSP,
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/** The one page served under /api. */
export const API_DOCS_PATH = "/api/docs";

const isApiDocs = (path: string) => path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);
const isApiAnswer = (path: string) => path.startsWith("/api/") && !isApiDocs(path);

const HSTS = { "strict-transport-security": "max-age=31536000; includeSubDomains" };

type HeaderList = readonly (readonly [string, string])[];

/**
 * The security headers for an answer at `path`, the route's own value winning (a page's CSP, a
 * file's Cache-Control).
 *
 * Served by Node, they go straight onto the socket's ServerResponse before the route runs; Node
 * merges them under the headers the route's Response brings. Setting them on the Fetch
 * Response instead goes through its Headers object, which validates and sorts on every call: a
 * hello-world with these headers served 38k requests a second through setHeader, 28–30k through
 * Headers. Without a ServerResponse (in-process requests, other runtimes) they are added to the
 * Response afterwards.
 */
export function securityHeaders(isHttps: boolean) {
  const page: HeaderList = Object.entries(isHttps ? { ...PAGE_HEADERS, ...HSTS } : PAGE_HEADERS);
  const api: HeaderList = Object.entries(isHttps ? { ...API_HEADERS, ...HSTS } : API_HEADERS);
  return {
    /** Sets them on the Node response about to carry the answer. */
    beforeAnswer(path: string, outgoing: ServerResponse): void {
      for (const [name, value] of isApiAnswer(path) ? api : page) outgoing.setHeader(name, value);
    },
    /** Adds them to a Fetch Response the route already made. */
    onAnswer(path: string, answer: Response): Response {
      const own = answer.headers;
      for (const [name, value] of isApiAnswer(path) ? api : page) if (!own.has(name)) own.set(name, value);
      return answer;
    },
  };
}
