import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "#server/app";
import type { ApiErrorBody } from "#shared/schemas/common";
import { fetchWithFirstData } from "./first-data";

/**
 * A change whose request failed without an answer. Offline, nothing was sent; otherwise the
 * connection may have dropped after the server had saved it, so "try again" could save it twice,
 * unless the change carried an Idempotency-Key (lib/change-key), which makes a resend safe.
 * A TypeError still, as fetch's own failure is (a retry decision reads it so).
 */
export class ConnectionLostError extends TypeError {}

/** The header naming a change (lib/change-key), so that the server makes it once however often it is sent. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

const OFFLINE_MESSAGE = "You are offline, so nothing was sent. Check your connection, then try again.";
const ANSWER_LOST_MESSAGE =
  "The connection was lost before Folio answered, so this may have been saved or not. Check before sending it again.";
const ANSWER_LOST_SAFE_MESSAGE =
  "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.";

const fetchForApi: typeof fetch = async (input, init) => {
  try {
    return await fetchWithFirstData(input, init);
  } catch (error) {
    const isChange = (init?.method ?? "GET").toUpperCase() !== "GET";
    if (!isChange || !(error instanceof TypeError)) throw error;
    if (navigator.onLine === false) throw new ConnectionLostError(OFFLINE_MESSAGE);
    const resendIsSafe = new Headers(init?.headers).has(IDEMPOTENCY_KEY_HEADER);
    throw new ConnectionLostError(resendIsSafe ? ANSWER_LOST_SAFE_MESSAGE : ANSWER_LOST_MESSAGE);
  }
};

/**
 * Typed from the server's route declarations: a renamed field breaks the build, not the page.
 * A GET the page's document already answered is answered from it (lib/first-data).
 */
export const api = hc<ApiRoutes>("/api", {
  init: { credentials: "same-origin" },
  fetch: fetchForApi,
});

/** A non-2xx answer in the shared error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The error a failed response carries, in the shared error shape when the server sent one. */
export async function toError(res: Response): Promise<ApiRequestError> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody> & { message?: string };
    if (body.error) return new ApiRequestError(res.status, body.error.code, body.error.message, body.error.fields);
    // Better Auth's own routes answer { message, code }.
    if (body.message) return new ApiRequestError(res.status, "error", body.message);
  } catch {
    // Not JSON (a proxy error page, say): fall through to a generic message.
  }
  return new ApiRequestError(res.status, "error", `Request failed (${res.status})`);
}

/** The body type of the 2xx answers among a route's declared responses. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits an hc call and returns its 2xx JSON, or throws ApiRequestError with the server's message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  const res = await call;
  if (!res.ok) throw await toError(res as unknown as Response);
  return (await res.json()) as SuccessBody<R>;
}

/** A parsed error body (from a non-fetch transport such as XMLHttpRequest). */
export function errorFromBody(status: number, body: unknown): ApiRequestError {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  if (error) return new ApiRequestError(status, error.code, error.message, error.fields);
  return new ApiRequestError(status, "error", `Request failed (${status})`);
}

/** What a failed request's toast says: the server's message, or, when it could not be reached, that. */
export function errorMessage(error: unknown, fallback = "An unexpected error occurred"): string {
  if (error instanceof ConnectionLostError) return error.message;
  // fetch rejects with a TypeError ("Failed to fetch") when the server cannot be reached at all.
  if (error instanceof TypeError) return UNREACHABLE_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const UNREACHABLE_MESSAGE = "Folio could not be reached. Check your connection, then try again.";
