import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";

/**
 * JSON that Postgres has already written, of the shape `T`, sent as it is. The hot reads build
 * their answer in one statement; reading it back into objects only to write the same JSON again
 * cost more than the rest of the route. Typed like c.json, so the API client still knows the shape.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

export function jsonText<T, S extends ContentfulStatusCode>(
  c: Context,
  text: JsonText<T>,
  status: S,
): Response & TypedResponse<JSONParsed<T>, S, "json"> {
  const response: Response = c.body(text, status, { "content-type": "application/json" });
  return response as Response & TypedResponse<JSONParsed<T>, S, "json">;
}
