import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "#server/context";
import { createErrorHandler } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { type PageFirstData, withFirstData } from "./first-data";
import { isPlatformPage, PRERENDERED_PAGES, redirectTarget } from "./page-routes";

interface HtmlPage {
  html: string;
  csp: string;
}

/**
 * A strict CSP for one HTML document: scripts only from our origin plus the exact
 * inline scripts React Router wrote into it, allowed by their SHA-256 hashes.
 */
function cspFor(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
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
 * prerendered public pages, the SPA shell for the platform, redirects from short paths (/dashboard,
 * /projects, ...) into the platform, and HTTP 404 with the not-found page for anything else.
 */
export function createWebApp(
  clientDir: string,
  logger: Logger,
  readFirstData?: (request: Request) => Promise<PageFirstData | undefined>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  const pages = new Map<string, HtmlPage>();
  for (const route of PRERENDERED_PAGES) {
    const page = loadPage(path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`));
    if (page) pages.set(route, page);
  }
  const spaShell = loadPage(path.join(clientDir, "__spa-fallback.html"));
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

  // A signed-in platform page carries its visitor's first data: never stored by a browser or a
  // proxy. Its CSP is the shell's, as the data is a JSON block, not a script.
  const sendPersonalPage = (page: HtmlPage, first: PageFirstData) =>
    new Response(withFirstData(page.html, first), {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": page.csp,
        "cache-control": "no-store",
      },
    });

  // Pages and files are compressed. API answers are not (they are the other app's): most are a
  // few hundred bytes, where a compression stream per response costs more than the bytes it saves.
  app.use("*", compress());

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );

  app.get("*", async (c, next) => {
    const pathname = c.req.path;
    // The redirect keeps the path as it was sent (still percent-encoded): a decoded control
    // character or NUL is not allowed in a Location header.
    const target = redirectTarget(new URL(c.req.url).pathname);
    if (target) return c.redirect(target, 302);
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const prerendered = pages.get(normalized);
    if (prerendered) return sendPage(prerendered, 200);
    if (spaShell && isPlatformPage(pathname)) {
      const first = await readFirstData?.(c.req.raw);
      return first ? sendPersonalPage(spaShell, first) : sendPage(spaShell, 200);
    }
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
    const page = notFoundPage ?? spaShell;
    return page ? sendPage(page, 404) : c.text("404 Oops! Page not found", 404);
  });
  return app;
}
