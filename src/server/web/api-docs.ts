/**
 * `/api/docs`: Swagger UI for the generated OpenAPI document, served from the
 * swagger-ui-dist package so the page works without internet access and under a
 * CSP that allows nothing but our own origin.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import type { Hono } from "hono";
import type { AppEnv } from "#server/context";
import { errorBody } from "#server/lib/errors";
import { API_DOCS_PATH as DOCS_PATH } from "#server/middleware/security-headers";

const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const { version } = require("swagger-ui-dist/package.json") as { version: string };
// The version is part of each asset's path, so a browser may keep them for a year.
const assetBase = `${DOCS_PATH}/assets/${version}`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Folio API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assetBase}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${assetBase}/swagger-ui-bundle.js"></script>
<script src="${assetBase}/init.js"></script>
</body>
</html>
`;

// The initializer is a file of its own: the CSP allows no inline script.
const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });\n`;

// Swagger UI sets inline styles on its elements and draws some icons as data: images.
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
}

function asset(type: string, body: Buffer): Asset {
  return { type, body, gzipped: zlib.gzipSync(body) };
}

// Read and compressed on first use: most processes never serve the docs.
let assets: Map<string, Asset> | undefined;
function loadAssets(): Map<string, Asset> {
  assets ??= new Map([
    ["swagger-ui.css", asset("text/css; charset=utf-8", fs.readFileSync(path.join(distDir, "swagger-ui.css")))],
    [
      "swagger-ui-bundle.js",
      asset("text/javascript; charset=utf-8", fs.readFileSync(path.join(distDir, "swagger-ui-bundle.js"))),
    ],
    ["init.js", asset("text/javascript; charset=utf-8", Buffer.from(INIT))],
  ]);
  return assets;
}

export function mountApiDocs(app: Hono<AppEnv>): void {
  app.get(DOCS_PATH, (c) => {
    c.header("content-security-policy", DOCS_CSP);
    c.header("cache-control", "no-cache");
    return c.html(PAGE);
  });

  app.get(`${DOCS_PATH}/assets/:version/:name`, (c) => {
    const found = c.req.param("version") === version ? loadAssets().get(c.req.param("name")) : undefined;
    if (!found) return c.json(errorBody("not_found", `No API route GET ${c.req.path}`), 404);
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = {
      "content-type": found.type,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "accept-encoding",
    };
    if (gzip) headers["content-encoding"] = "gzip";
    return c.body(new Uint8Array(gzip ? found.gzipped : found.body), 200, headers);
  });
}
