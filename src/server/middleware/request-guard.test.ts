import { describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { createLogger } from "#server/lib/logger";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#tests/setup/test-app";

const ONE_MB_JSON = JSON.stringify({ padding: "x".repeat(1024 * 1024) });
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const MUTATIONS = ["post", "put", "patch", "delete"];

interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every mutating route of the router, from its own OpenAPI document, with ids filled in. */
async function mutatingRoutes(t: TestApp): Promise<{ method: string; path: string }[]> {
  const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDoc;
  const routes = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      // Uploads (multipart) keep their own larger limit, tested with the upload route.
      const isUpload = !!operations[method].requestBody?.content["multipart/form-data"];
      if (MUTATIONS.includes(method) && !isUpload) routes.push({ method, path: path.replace(/\{[^}]+\}/g, SOME_ID) });
    }
  }
  return routes;
}

/** Better Auth's own endpoints (sign-up, sign-in, update-user, …), from its API object. */
function authRoutes(t: TestApp): { method: string; path: string }[] {
  const routes = [];
  for (const endpoint of Object.values(t.auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    const methods = [endpoint.options?.method ?? []].flat();
    if (endpoint.path && methods.includes("POST")) routes.push({ method: "post", path: `/api/auth${endpoint.path}` });
  }
  return routes;
}

const send = (t: TestApp, method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    {
      method: method.toUpperCase(),
      body,
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
    },
    { incoming: { socket: { remoteAddress: "10.9.9.9", remotePort: 1, remoteFamily: "IPv4" } } },
  );

describe("bounded request bodies", () => {
  it("answers a 1 MB JSON body from an anonymous caller with 413 on every mutating route, Better Auth's included", async () => {
    const t = await createTestApp();
    const routes = [...(await mutatingRoutes(t)), ...authRoutes(t)];
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/contact", "/api/projects", "/api/auth/sign-in/email", "/api/auth/update-user"]),
    );
    const refused = [];
    for (const route of routes) {
      const res = await send(t, route.method, route.path, ONE_MB_JSON, {
        "content-length": String(Buffer.byteLength(ONE_MB_JSON)),
      });
      refused.push(`${route.method} ${route.path} ${res.status}`);
      if (res.status === 413) expect((await res.json()).error.code).toBe("payload_too_large");
    }
    expect(refused).toEqual(routes.map((r) => `${r.method} ${r.path} 413`));
  });

  it("stops reading a streamed body without Content-Length at the limit", async () => {
    const t = await createTestApp();
    let pulled = 0;
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.app.request("/api/contact", {
      method: "POST",
      body,
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(
      "This is too much text to save at once (at most 64 KB in all). Shorten the longest parts, then try again.",
    );
    expect(pulled).toBeLessThan(256 * 1024);
  });

  it("answers an anonymous mutation 401 before looking at its body", async () => {
    const t = await createTestApp();
    const routes = (await mutatingRoutes(t)).filter((r) => r.path !== "/api/contact");
    const statuses = [];
    for (const route of routes) {
      const res = await send(t, route.method, route.path, '{"title": 1, "objectives": "not a list"');
      statuses.push(`${route.method} ${route.path} ${res.status}`);
    }
    expect(statuses).toEqual(routes.map((r) => `${r.method} ${r.path} 401`));
  });

  it("answers a signed-in caller 404 on a project it may not see before looking at the body", async () => {
    const t = await createTestApp();
    await t.signUp(); // the first account is Admin
    const outsider = await t.signUp({ role: "Writer" });
    const routes = (await mutatingRoutes(t)).filter((r) => r.path.startsWith(`/api/projects/${SOME_ID}`));
    expect(routes.length).toBeGreaterThan(3);
    const statuses = [];
    for (const route of routes) {
      const res = await send(t, route.method, route.path, "{not json", { cookie: outsider.cookie });
      statuses.push(`${route.method} ${route.path} ${res.status}`);
    }
    expect(statuses).toEqual(routes.map((r) => `${r.method} ${r.path} 404`));
  });
});

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

/** Paths inside an input schema where a string or an array has no upper bound. */
function unbounded(schema: JsonSchema, doc: OpenApiDoc, at: string, out: string[]): void {
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? "";
    unbounded((doc.components?.schemas?.[name] ?? {}) as JsonSchema, doc, at, out);
    return;
  }
  const types = [schema.type ?? []].flat();
  const fixed = schema.enum !== undefined || schema.const !== undefined || schema.format === "uuid";
  if (types.includes("string") && schema.maxLength === undefined && !fixed) out.push(`${at} (string)`);
  if (types.includes("array") && schema.maxItems === undefined) out.push(`${at} (array)`);
  for (const [key, child] of Object.entries(schema.properties ?? {})) unbounded(child, doc, `${at}.${key}`, out);
  if (schema.items) unbounded(schema.items, doc, `${at}[]`, out);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(child, doc, at, out);
}

describe("bounded input schemas", () => {
  it("bounds every string and array of every request body, query and path parameter in the API", async () => {
    const t = await createTestApp();
    const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDoc & {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: JsonSchema }[] }>>;
    };
    const found: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
          if (type === "multipart/form-data") continue; // files: their own byte limit
          checked += 1;
          unbounded(content.schema as JsonSchema, doc, `${method} ${path} body`, found);
        }
        for (const param of (op as { parameters?: { name: string; schema: JsonSchema }[] }).parameters ?? []) {
          checked += 1;
          unbounded(param.schema, doc, `${method} ${path} ${param.name}`, found);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it("answers oversize strings and arrays with 400 and stores nothing", async () => {
    const t = await createTestApp();
    const admin = await t.signUp();
    const project = {
      title: "A bounded book",
      summary: "A summary long enough",
      subject: "History",
      level: "Adult",
      author: "Some Author",
      genre: "Essay",
      objectives: ["One"],
    };
    const cases: [string, unknown][] = [
      ["/api/projects", { ...project, title: "t".repeat(301) }],
      ["/api/projects", { ...project, summary: "s".repeat(5001) }],
      ["/api/projects", { ...project, objectives: ["o".repeat(1001)] }],
      ["/api/projects", { ...project, objectives: Array.from({ length: 51 }, (_, i) => `Objective ${i}`) }],
      ["/api/contact", { name: "N", email: "n@example.test", subject: "S", message: "m".repeat(10_001) }],
    ];
    for (const [path, body] of cases) {
      const res = await t.request(path, { as: admin, body, ip: "10.8.8.8" });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error.code).toBe("validation_failed");
    }
    const list = await (await t.request("/api/projects", { as: admin })).json();
    expect(list.items).toHaveLength(0);
  });

  it("refuses an overlong or control-character name, and any image URL, through Better Auth", async () => {
    const t = await createTestApp();
    const user = await t.signUp();
    const cases = [
      { body: { name: "a\u0000b" }, message: /not allowed/ },
      { body: { name: "n".repeat(201) }, message: /at most/ },
      // A picture is only ever one uploaded to us (the account page), never a URL a client names.
      { body: { image: "javascript:alert(1)" }, message: /Account page/ },
      { body: { image: "https://cdn.example/a.png" }, message: /Account page/ },
    ];
    for (const { body, message } of cases) {
      const res = await t.request("/api/auth/update-user", { as: user, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      expect(json.error.code).toBe("bad_request");
      expect(json.error.message).toMatch(message);
    }
    const ok = await t.request("/api/auth/update-user", { as: user, body: { name: "Ada Lovelace" } });
    expect(ok.status).toBe(200);
    const me = await (await t.request("/api/me", { as: user })).json();
    expect(me.user).toMatchObject({ full_name: "Ada Lovelace", avatar_url: null });
    const signUp = await t.request("/api/auth/sign-up/email", {
      body: { email: "ctl@example.test", password: "correct-horse-battery", name: "Bad\u0001Name" },
      ip: "10.7.7.7",
    });
    expect(signUp.status).toBe(400);
  });
});

describe("errors in the one shape", () => {
  it("answers Better Auth's own 404 and 415 as JSON in the error shape with their own code", async () => {
    const t = await createTestApp();
    const missing = await t.request("/api/auth/no-such-route");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: "not_found" });
    const wrongType = await send(t, "post", "/api/auth/sign-in/email", "x", { "content-type": "text/plain" });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).error).toMatchObject({ code: "unsupported_media_type" });
  });
});

describe("control characters and NUL in paths and bodies", () => {
  it("answers 4xx, never 500, for encoded control characters and NUL in page and API paths", async () => {
    const t = await createTestApp();
    const clientDir = tempDirForFile("folio-client-");
    const app = createApp({ env: t.env, db: t.db, auth: t.auth, logger: createLogger("silent") }, { clientDir });
    const admin = await t.signUp();
    for (const url of ["/projects/%0d%0a", "/projects/%00", "/projects/%01x", "/projects/%0d%0aSet-Cookie:%20x=1"]) {
      const res = await app.request(url);
      expect(res.status, url).toBeLessThan(500);
      // A redirect keeps the path percent-encoded: no raw control character reaches a header.
      const location = res.headers.get("location") ?? "";
      expect(
        [...location].every((ch) => ch.charCodeAt(0) >= 0x20),
        url,
      ).toBe(true);
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
    for (const url of ["/api/projects/%00", "/api/projects/%01x", "/api/projects/%0d%0a/comments"]) {
      const res = await app.request(url, { headers: { cookie: admin.cookie } });
      expect(res.status, url).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    const nul = await t.request("/api/auth/update-user", { as: admin, body: { name: "Nul\u0000Name" } });
    expect(nul.status).toBe(400);
  });
});
