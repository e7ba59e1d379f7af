/**
 * One rule for text, held over every request the API declares: each string a request may carry
 * (in its query or JSON body), enumerated from the router itself, refuses control
 * characters, and each single-line field also refuses a line break. A new field that skips the
 * shared text rules fails here by name.
 */
import type { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { textRules } from "#shared/schemas/text";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

/** Passwords are compared with what was stored, never shown; they may hold whatever the person chose. */
const PASSWORD_FIELDS = new Set(["password", "currentPassword", "newPassword", "confirmPassword"]);

interface StringField {
  path: (string | number)[];
  schema: z.ZodType;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string a value of this schema may hold, with its path (an array's items at index 0). */
function stringFields(schema: z.ZodType, path: (string | number)[] = []): StringField[] {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return [{ path, schema }];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => stringFields(value, [...path, key]));
    case "array":
      return def.element ? stringFields(def.element, [...path, 0]) : [];
    case "union":
      return (def.options ?? []).flatMap((option) => stringFields(option, path));
    case "pipe":
      return def.in ? stringFields(def.in, path) : [];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return def.innerType ? stringFields(def.innerType, path) : [];
    default:
      return [];
  }
}

/** A value that holds `text` at `path` and nothing else. */
function valueAt(path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (typeof head === "number") return [valueAt(rest, text)];
  return { [head]: valueAt(rest, text) };
}

/** Whether parsing refuses the value at exactly that path (other fields may be missing; that is not the point). */
function refusedAt(schema: z.ZodType, path: (string | number)[], text: string): boolean {
  const result = schema.safeParse(valueAt(path, text));
  return !result.success && result.error.issues.some((issue) => issue.path.join(".") === path.join("."));
}

interface RequestSchema {
  operation: string;
  part: "params" | "query" | "body";
  schema: z.ZodType;
}

let t: TestApp;
let requestSchemas: RequestSchema[];

beforeAll(async () => {
  t = await createTestApp();
  const definitions = (
    t.app as unknown as {
      openAPIRegistry: {
        definitions: Array<{
          type: string;
          route?: {
            method: string;
            path: string;
            request?: {
              params?: z.ZodType;
              query?: z.ZodType;
              body?: { content?: Record<string, { schema?: z.ZodType }> };
            };
          };
        }>;
      };
    }
  ).openAPIRegistry.definitions;
  requestSchemas = definitions.flatMap((definition) => {
    const route = definition.route;
    if (definition.type !== "route" || !route?.request) return [];
    const operation = `${route.method.toUpperCase()} ${route.path}`;
    const { params, query, body } = route.request;
    const json = body?.content?.["application/json"]?.schema;
    return [
      ...(params ? [{ operation, part: "params" as const, schema: params }] : []),
      ...(query ? [{ operation, part: "query" as const, schema: query }] : []),
      ...(json ? [{ operation, part: "body" as const, schema: json }] : []),
    ];
  });
});

describe("text rules on every request field", () => {
  it("finds the router's request schemas", () => {
    const operations = new Set(requestSchemas.map((r) => r.operation));
    expect(operations.size).toBeGreaterThan(30);
    expect(operations).toContain("POST /api/projects");
    expect(operations).toContain("POST /api/contact");
  });

  it("refuses control characters in every string field", () => {
    const accepted: string[] = [];
    for (const { operation, part, schema } of requestSchemas) {
      // A path id names a record or nothing; an unknown one answers 404, as if it did not exist.
      if (part === "params") continue;
      for (const field of stringFields(schema)) {
        if (PASSWORD_FIELDS.has(String(field.path.at(-1)))) continue;
        for (const text of ["A\u0007B", "A\u0000B", "A\u001bB", "A\u0085B"]) {
          if (!refusedAt(schema, field.path, text)) {
            accepted.push(`${operation} ${part}.${field.path.join(".")} accepts ${JSON.stringify(text)}`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it("refuses a line break in every single-line field and keeps it in every multi-line one", () => {
    const wrong: string[] = [];
    let single = 0;
    let multi = 0;
    for (const { operation, part, schema } of requestSchemas) {
      for (const field of stringFields(schema)) {
        const kind = textRules.get(field.schema)?.kind;
        const where = `${operation} ${part}.${field.path.join(".")}`;
        if (kind === "single-line") {
          single += 1;
          if (!refusedAt(schema, field.path, "first line\nsecond line")) wrong.push(`${where} accepts a line break`);
        } else if (kind === "multi-line") {
          multi += 1;
          if (refusedAt(schema, field.path, "first line\n\tsecond line")) wrong.push(`${where} refuses a line break`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(single).toBeGreaterThan(10);
    expect(multi).toBeGreaterThan(5);
  });
});

describe("text rules over HTTP", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await t.signUp({ role: "Admin" });
  });

  it("refuses a name with a control character on the account route, as sign-up does", async () => {
    for (const name of ["A\u0007B", "A\nB"]) {
      const res = await t.request("/api/account", { method: "PATCH", as: admin, body: { full_name: name } });
      expect(res.status).toBe(400);
    }
  });

  it("refuses a project title with a control character, NUL included, as a 400 before Postgres sees it", async () => {
    for (const title of ["Songs\u0001", "Two\nlines", "Nul\u0000here"]) {
      const res = await t.request("/api/projects", {
        as: admin,
        body: {
          title,
          summary: "A verse novel about a family of weavers.",
          subject: "Literature",
          level: "Secondary",
          author: "Kwame Asante",
          genre: "Poetry",
          objectives: ["Read aloud"],
        },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string[]> } };
      expect(Object.keys(body.error.fields ?? {})).toEqual(["title"]);
    }
  });

  it("answers an anonymous caller 401 before it looks at a malformed id or query", async () => {
    const longId = "x".repeat(101);
    expect((await t.request(`/api/projects/${longId}`)).status).toBe(401);
    expect((await t.request("/api/projects?limit=100000")).status).toBe(401);
    expect((await t.request(`/api/projects/${longId}`, { as: admin })).status).toBeGreaterThanOrEqual(400);
    expect((await t.request("/api/projects?limit=100000", { as: admin })).status).toBe(400);
  });
});
