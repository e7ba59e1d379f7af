import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { AppEnv } from "#server/context";
import { apiErrorSchema } from "#shared/schemas/common";
import { validationError } from "./errors";

/** A router whose request validation failures answer 400 in the shared error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/** A required JSON body: without `required`, a request lacking the JSON content type would skip validation. */
export function jsonBody<T extends z.ZodType>(schema: T, description = "Request body") {
  return { content: { "application/json": { schema } }, required: true, description } as const;
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
  429: errorContent("Too many requests"),
} as const;
