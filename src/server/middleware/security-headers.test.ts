import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/setup/test-app";
import { API_CSP } from "./security-headers";

const EVERY_RESPONSE = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
};

/** What only a rendered document needs: on the API docs page, never on a JSON answer. */
const DOCUMENT_ONLY = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/** The app behind a real Node HTTP server, where the headers go onto Node's response. */
describe("security headers", () => {
  let t: TestApp;
  let base: string;
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const [label, via] of [
    ["served by Node", (path: string) => fetch(`${base}${path}`)],
    ["in-process", (path: string) => t.request(path)],
  ] as const) {
    it(`are on an API answer, an error and a page of their own CSP (${label})`, async () => {
      const notFound = await via("/api/no-such-route");
      expect(notFound.status).toBe(404);
      const health = await via("/api/health");
      expect(health.status).toBe(200);
      for (const res of [notFound, health]) {
        for (const [name, value] of Object.entries(EVERY_RESPONSE)) expect(res.headers.get(name)).toBe(value);
        expect(res.headers.get("content-security-policy")).toBe(API_CSP);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("strict-transport-security")).toBeNull();
        for (const name of Object.keys(DOCUMENT_ONLY)) expect(res.headers.get(name)).toBeNull();
      }
      // A route that sets its own policy and caching keeps them.
      const docs = await via("/api/docs");
      expect(docs.status).toBe(200);
      for (const [name, value] of Object.entries({ ...EVERY_RESPONSE, ...DOCUMENT_ONLY }))
        expect(docs.headers.get(name)).toBe(value);
      expect(docs.headers.get("content-security-policy")).not.toBe(API_CSP);
      expect(docs.headers.get("cache-control")).toBe("no-cache");
    });
  }

  it("add HSTS when the public origin is https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://folio.example" });
    const res = await secure.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
