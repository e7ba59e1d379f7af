import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#server/context";
import { mountApiDocs } from "./api-docs";

const app = new Hono<AppEnv>();
mountApiDocs(app);

async function docsPage() {
  const res = await app.request("/api/docs");
  return { res, html: await res.text() };
}

describe("/api/docs", () => {
  it("is a page that names only our own origin, in its markup and its CSP", async () => {
    const { res, html } = await docsPage();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/);
    // No inline script: every <script> has a src.
    expect(html.match(/<script(?![^>]*\bsrc=)/g)).toBeNull();
  });

  it("serves every script and stylesheet the page names, gzipped when asked, cacheable for a year", async () => {
    const { html } = await docsPage();
    const urls = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const plain = await app.request(url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get("content-type"), url).toMatch(/^text\/(css|javascript)/);
      expect(plain.headers.get("cache-control"), url).toContain("immutable");
      const body = await plain.text();
      expect(body.length, url).toBeGreaterThan(0);

      const gzipped = await app.request(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(gzipped.headers.get("content-encoding"), url).toBe("gzip");
      const unzipped = await new Response(gzipped.body?.pipeThrough(new DecompressionStream("gzip"))).text();
      expect(unzipped, url).toBe(body);
    }
    const init = await (await app.request(urls[2])).text();
    expect(init).toContain('url: "/api/openapi.json"');
  });

  it("answers a JSON 404 for an asset of another version or name", async () => {
    const { html } = await docsPage();
    const css = html.match(/href="([^"]+swagger-ui\.css)"/)?.[1] ?? "";
    const otherVersion = css.replace(/\/assets\/[^/]+\//, "/assets/0.0.0/");
    for (const url of [otherVersion, css.replace("swagger-ui.css", "package.json")]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });
});
