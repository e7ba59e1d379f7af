import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError, type z } from "zod";
import { isDatabaseUnavailable } from "#server/db/availability";
import type { ApiErrorBody } from "#shared/schemas/common";
import { describeError, type Logger } from "./logger";

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "idempotency_key_reused"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "insufficient_storage"
  | "internal_error"
  | "database_unavailable";

/** Thrown anywhere on the server; the error handler turns it into the shared error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(400, "bad_request", message, fields);
export const unauthorized = (message = "Please login to access the dashboard") =>
  new ApiError(401, "unauthorized", message);
export const forbidden = (message = "You don't have permission to do this.") => new ApiError(403, "forbidden", message);
export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
/** The answer to a write the disk (or the object store, or Postgres) had no room for; the cause is logged, never sent. */
export const INSUFFICIENT_STORAGE =
  "The server is out of storage space. Nothing was saved; try again later or ask an administrator.";
export const insufficientStorage = (cause?: unknown) =>
  Object.assign(new ApiError(507, "insufficient_storage", INSUFFICIENT_STORAGE), { cause });
export const tooManyRequests = (message = "Too many requests. Please wait a minute and try again.") =>
  new ApiError(429, "rate_limited", message);

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new ApiError(
    503,
    "database_unavailable",
    "The database is unavailable right now. Please try again in a few seconds.",
  );

export function errorBody(code: string, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Zod issues as a field → messages map, and one readable sentence for toasts. */
export function validationError(error: ZodError | z.core.$ZodError): ApiError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  const first = error.issues[0];
  const message = first ? first.message : "The request is not valid.";
  return new ApiError(400, "validation_failed", message, fields);
}

/** Postgres error codes that mean "bad input", never "server broken". */
const PG_CLIENT_ERRORS: Record<string, [ContentfulStatusCode, ErrorCode, string]> = {
  "22P02": [400, "bad_request", "A value has the wrong format."],
  "22007": [400, "bad_request", "A date has the wrong format."],
  "22008": [400, "bad_request", "A date is out of range."],
  "22001": [400, "bad_request", "A value is too long."],
  "22021": [400, "bad_request", "A value contains a character that is not allowed."],
  "22003": [400, "bad_request", "A number is out of range."],
  "23502": [400, "bad_request", "A required value is missing."],
  "23503": [400, "bad_request", "A referenced record does not exist."],
  "23505": [409, "conflict", "That record already exists."],
  "23514": [400, "bad_request", "A value is not allowed."],
  // disk_full: Postgres could not extend a file. Nothing was written; reads still work.
  "53100": [507, "insufficient_storage", INSUFFICIENT_STORAGE],
};

function pgCode(error: unknown): string | undefined {
  // drizzle wraps driver errors; the pg error sits in `cause`.
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code: ErrorCode =
      status === 413
        ? "payload_too_large"
        : status === 401
          ? "unauthorized"
          : status === 403
            ? "forbidden"
            : "bad_request";
    return new ApiError(status, code, error.message || "The request is not valid.");
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const code = pgCode(error);
  const mapped = code ? PG_CLIENT_ERRORS[code] : undefined;
  if (mapped) return new ApiError(...mapped);
  return undefined;
}

const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** Called with every error that reached the handler; the database's availability tracker listens here. */
export type ErrorObserver = (error: unknown) => void;

/**
 * Errors become the shared shape. A 5xx body never carries the error's own text (a system
 * message, a path, a stack); the cause goes to the log instead, one line per request, except
 * for a database outage, which the availability tracker logs once when it starts and once when
 * it ends (see db/availability.ts).
 */
export function createErrorHandler(logger: Logger, observe?: ErrorObserver) {
  return (error: Error, c: Context) => {
    observe?.(error);
    const apiError = toApiError(error);
    if (apiError?.code === "database_unavailable") {
      c.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (!apiError || apiError.status >= 500) {
      logger.error(apiError ? "server error" : "unhandled error", {
        path: c.req.path,
        method: c.req.method,
        status: apiError?.status ?? 500,
        code: apiError?.code ?? "internal_error",
        error: describeError(error),
      });
    }
    // An internal error's own message may quote the system's (a file path, an errno): never sent.
    if (apiError && apiError.code !== "internal_error") {
      return c.json(errorBody(apiError.code, apiError.message, apiError.fields), apiError.status);
    }
    return c.json(errorBody("internal_error", INTERNAL_ERROR_MESSAGE), 500);
  };
}
