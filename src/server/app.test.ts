/**
 * The request layer's shape is what keeps the request path cheap, and nothing else would notice
 * it going: a route added in a form Hono's RegExpRouter refuses silently moves every request to
 * the slower TrieRouter.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/setup/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("the API's request path", () => {
  it("routes with Hono's RegExpRouter", async () => {
    await t.request("/api/health");
    // SmartRouter names the router it settled on at the first match. It falls back to the
    // TrieRouter when two routes of one method have a fixed segment and a parameter at the same
    // place (`/projects/facets` beside `/projects/{id}`); give the fixed one a path of its own.
    expect(t.app.router.name).toBe("SmartRouter + RegExpRouter");
  });

  it("answers an unknown /api path with the JSON 404, security headers included", async () => {
    const res = await t.app.fetch(new Request("http://127.0.0.1/api/no-such-route"));
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "No API route GET /api/no-such-route" },
    });
  });
});
