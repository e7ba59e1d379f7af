import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { RequestHandler, ServerBuild } from "react-router";
import type { AppEnv } from "#server/context";
import { createErrorHandler } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { PlatformRenderContext } from "#shared/first-data";
import { type PageFirstData, withFirstData } from "./first-data";
import { isPlatformPage, PRERENDERED_PAGES, redirectTarget } from "./page-routes";

interface HtmlPage {
  html: string;
  csp: string;
}

/**
 * Renders a platform page on the server (the web app's server entry): the document for `request`,
 * drawn from the visitor's first data when they are signed in.
 */
export type RenderPlatformPage = (request: Request, context: PlatformRenderContext) => Promise<Response>;

/**
 * The renderer of the web app's server build (`build/server` beside `build/client`). It and React
 * load at the first platform page, in the mode the server's start has set (`announceNodeEnv`):
 * loading them costs about a second of CPU, which a start would otherwise pay before it serves
 * the API (a restart under load, an instance that only answers the API). The first page after a
 * start waits for it once. A failure is logged and answers 500.
 */
export function serverBuildRenderer(
  clientDir: string,
  logger: Logger,
  importBuild: (url: string) => Promise<unknown> = (url) => import(url),
): RenderPlatformPage | undefined {
  const file = path.join(clientDir, "..", "server", "index.js");
  if (!fs.existsSync(file)) {
    logger.warn("no server build found: platform pages answer 404", { file });
    return undefined;
  }
  let handler: Promise<RequestHandler> | undefined;
  const load = async () => {
    const [router, build] = await Promise.all([import("react-router"), importBuild(pathToFileURL(file).href)]);
    return router.createRequestHandler(build as ServerBuild, "production");
  };
  return async (request, context) => {
    if (!handler) {
      handler = load();
      handler.catch((error: unknown) => logger.error("the server build could not be loaded", { cause: String(error) }));
    }
    return (await handler)(request, { platform: context });
  };
}

/**
 * A strict CSP for one HTML document: scripts only from our origin, plus either the exact inline
 * scripts a prerendered page carries, allowed by their SHA-256 hashes, or for a page rendered per
 * request, the scripts it rendered with this request's nonce.
 */
function cspFor(html: string, nonce?: string): string {
  const hashes = nonce
    ? []
    : [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1])
        .filter((body) => body.length > 0)
        .map((body) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
  const allowed = nonce ? [`'nonce-${nonce}'`] : [...new Set(hashes)];
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function loadPage(file: string): HtmlPage | undefined {
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, "utf8");
  return { html, csp: cspFor(html) };
}

/**
 * The built front end, every path outside /api: hashed assets with immutable caching,
 * prerendered public pages, platform pages rendered per request, redirects from short paths
 * (/dashboard, /projects, ...) into the platform, and HTTP 404 with the not-found page for
 * anything else.
 */
export interface WebAppOptions {
  /** Reads a signed-in visitor's first data for the document. */
  readFirstData?: (request: Request) => Promise<PageFirstData | undefined>;
  /** What draws a platform page; by default the server build next to `clientDir`. */
  renderPlatformPage?: RenderPlatformPage;
  /** Where the assets of earlier builds are kept (earlier-assets.ts); /assets/* falls back to it. */
  earlierAssetsDir?: string;
}

export function createWebApp(clientDir: string, logger: Logger, options: WebAppOptions = {}): Hono<AppEnv> {
  const { readFirstData, renderPlatformPage = serverBuildRenderer(clientDir, logger), earlierAssetsDir } = options;
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  const pages = new Map<string, HtmlPage>();
  for (const route of PRERENDERED_PAGES) {
    const page = loadPage(path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`));
    if (page) pages.set(route, page);
  }
  const notFoundPage = loadPage(path.join(clientDir, "404", "index.html"));

  const sendPage = (page: HtmlPage, status: 200 | 404) =>
    new Response(page.html, {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": page.csp,
        // HTML must revalidate so a deploy is picked up; the assets it names are immutable.
        "cache-control": "no-cache",
      },
    });

  /**
   * A platform page, drawn by the server for this visitor. A signed-in visitor's page is drawn
   * from their first data, which the document also carries for the browser: it is never stored
   * by a browser or a proxy. A visitor without a session gets the page as anyone would (the
   * shell's loading state, the login form), drawn from no one's data. The data is a JSON block,
   * not a script: the CSP allows only the scripts rendered with this request's nonce.
   */
  const sendPlatformPage = async (request: Request, render: RenderPlatformPage) => {
    const first = await readFirstData?.(request);
    const nonce = crypto.randomBytes(16).toString("base64");
    const context: PlatformRenderContext = { nonce, firstData: first?.data };
    const rendered = await render(request, context);
    const html = await rendered.text();
    const body = first ? withFirstData(html, { ...first, data: context.rendered ?? first.data }) : html;
    return new Response(body, {
      status: rendered.status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": cspFor(body, nonce),
        "cache-control": first ? "no-store" : "no-cache",
      },
    });
  };

  // Pages and files are compressed. API answers are not (they are the other app's): most are a
  // few hundred bytes, where a compression stream per response costs more than the bytes it saves.
  app.use("*", compress());

  // A hashed name always holds the same bytes, so browsers keep an asset for a year. Set on the
  // answer once it is made: serveStatic's onFound runs after the body is made, and only
  // @hono/node-server's own Response class takes a header set then.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
  });
  // The build wrote each script and style compressed beside itself (`.br`, `.gz`): sent as they
  // are to a browser that takes them, so no asset is compressed per request (decision 038).
  app.use("/assets/*", serveStatic({ root: clientDir, precompressed: true }));
  if (earlierAssetsDir) app.use("/assets/*", serveStatic({ root: earlierAssetsDir, precompressed: true }));

  app.get("*", async (c, next) => {
    const pathname = c.req.path;
    // The redirect keeps the path as it was sent (still percent-encoded): a decoded control
    // character or NUL is not allowed in a Location header.
    const target = redirectTarget(new URL(c.req.url).pathname);
    if (target) return c.redirect(target, 302);
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const prerendered = pages.get(normalized);
    if (prerendered) return sendPage(prerendered, 200);
    if (renderPlatformPage && isPlatformPage(pathname)) return sendPlatformPage(c.req.raw, renderPlatformPage);
    return next();
  });

  // Other files of the build (favicon, robots.txt, sitemap.xml, images), revalidated daily.
  // HTML documents and folders are only ever served through the page rules above.
  const publicFiles = serveStatic({
    root: clientDir,
    onFound: (_path, c) => {
      c.header("cache-control", "public, max-age=86400");
    },
  });
  app.use("*", (c, next) => (/\.(?!html$)[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));

  app.get("*", (c) => {
    logger.warn("page not found", { path: c.req.path });
    return notFoundPage ? sendPage(notFoundPage, 404) : c.text("404 Oops! Page not found", 404);
  });
  return app;
}
