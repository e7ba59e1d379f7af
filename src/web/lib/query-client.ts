import { MutationCache, QueryCache, QueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";
import { isSessionEndedError, reportSessionEnded } from "./auth/session-ended";
import { meQueryKey } from "./auth/use-me";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /**
       * A summary over many records (dashboard metrics): refetched after any change
       * the user makes, however long it may otherwise be cached.
       */
      refreshAfterAnyChange?: boolean;
    };
  }
}

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
  // A refusal for want of a session, while the page believes someone is signed in, asks them to
  // sign in again where they are rather than losing the page (lib/auth/session-ended.ts).
  const onError = (error: unknown) => {
    if (isSessionEndedError(error) && queryClient.getQueryData(meQueryKey)) reportSessionEnded();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error) => {
        onError(error);
        // A change answered 404: what it was about is gone (deleted meanwhile, or no longer this
        // viewer's to see). What is on screen is read again, so the page says so instead of
        // offering changes that can never go through.
        if (error instanceof ApiRequestError && error.status === 404) {
          void queryClient.invalidateQueries({ refetchType: "active" });
        }
      },
      // Not awaited: a change's own callbacks (its toast, its list update) never wait on the
      // refetch of a summary somewhere else on the page.
      onSuccess: () => {
        void queryClient.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterAnyChange === true });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        // Asked even when the device reports itself offline: the page then says Folio could not be
        // reached, with Try again, instead of loading without end (and it reads again once online).
        networkMode: "always",
      },
      mutations: {
        // Sent even when the device reports itself offline, so the user hears at once that it did not
        // go through. Held back instead, a change would be sent on reconnecting, after the user had
        // cancelled it or left the page.
        networkMode: "always",
      },
    },
  });
  return queryClient;
}

/**
 * What a component does when a mutation ends (typically the toast the user sees). A data hook
 * only fetches and updates the cache; it takes these and runs them in its own callbacks, so they
 * run in the same order as the cache work and even after the calling component has unmounted.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError"
>;

/**
 * For a form's submit handler: awaits the mutation, so react-hook-form counts the form as
 * submitting until the server has answered and the submit button stays disabled; a double click
 * or a second Enter sends nothing twice. Resolves to the mutation's result, or to undefined when
 * it failed, which the mutation's onError has told the user.
 */
export async function whenSettled<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch {
    return undefined;
  }
}
