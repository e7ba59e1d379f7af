import { QueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers will not change by asking again.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
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
