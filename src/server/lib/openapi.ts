import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "#server/context";
import { isAnonymousRequest, requireViewer } from "#server/policy/index";
import { apiErrorSchema } from "#shared/schemas/common";
import { validationError } from "./errors";

/**
 * A router whose request validation failures answer 400 in the shared error shape. Who is asking
 * is settled first: an anonymous caller of a route that needs a signed-in viewer gets 401, never
 * a remark about ids or fields it may not send.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      if (!isAnonymousRequest(c.req.method, c.req.path)) await requireViewer(c);
      throw validationError(result.error);
    },
  });
}

/**
 * A path parameter naming a record by id. Any string up to the bound is let through: one that is
 * not a UUID names nothing, and the route answers 404 exactly as for a record that does not exist
 * (or that the viewer may not see), so a malformed id tells a caller nothing more.
 */
export function idParam(name: string) {
  return z
    .string()
    .max(100)
    .openapi({ param: { name, in: "path" }, format: "uuid" });
}

/** A required JSON body: without `required`, a request lacking the JSON content type would skip validation. */
export function jsonBody<T extends z.ZodType>(schema: T, description = "Request body") {
  return { content: { "application/json": { schema } }, required: true, description } as const;
}

/**
 * A required multipart body with one file, documented as a plain OpenAPI schema: a zod schema
 * would make the validator read the whole body before the route streams it. `fields` are text
 * fields sent before the file.
 */
export function multipartFileBody(fileDescription: string, fields: Record<string, string> = {}) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [name, { type: "string" as const, description }]),
  );
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required: ["file"],
          properties: {
            ...properties,
            file: { type: "string" as const, format: "binary", description: fileDescription },
          },
        },
      },
    },
  };
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description } as const;
}

const errorContent = (description: string) => jsonContent(apiErrorSchema, description);

/** The error responses most routes can give, for the OpenAPI document. */
export const errorResponses = {
  400: errorContent("Invalid input"),
  401: errorContent("Not signed in"),
  403: errorContent("Not allowed"),
  404: errorContent("Not found"),
  409: errorContent("Conflict"),
  422: errorContent("Idempotency-Key already used for a different change"),
  429: errorContent("Too many requests"),
} as const;

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: { params?: unknown; query?: unknown; body?: unknown };
    responses: Record<string, unknown>;
  };
}

/**
 * Two answers every route can give follow from rules kept elsewhere, so they are documented once
 * here rather than in each route: 400 for any route that reads a path parameter, a query or a
 * body (the shared validation), and 401 for any route a signed-out caller may not use (the
 * policy's list of anonymous requests, checked before input).
 */
export function documentCommonAnswers(definitions: readonly RouteDefinition[]): void {
  for (const { type, route } of definitions) {
    if (type !== "route" || !route) continue;
    const { params, query, body } = route.request ?? {};
    if ((params || query || body) && !route.responses[400]) route.responses[400] = errorResponses[400];
    const path = route.path.replace(/\{[^}]+\}/g, "id");
    if (!isAnonymousRequest(route.method.toUpperCase(), path) && !route.responses[401]) {
      route.responses[401] = errorResponses[401];
    }
  }
}
