import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";

/** A failed read is asked again once, and only if asking again could help. */
const MAX_RETRIES = 1;
/** Quickly, so a loading skeleton gives way to the error within a moment. */
const RETRY_DELAY_MS = 300;

/**
 * Only a lost connection (fetch rejects with a TypeError) or a 5xx may pass on a
 * second try; a 4xx answer will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiRequestError) return error.status >= 500;
  return error instanceof TypeError;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
