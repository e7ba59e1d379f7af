import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "#shared/schemas/team";
import { ApiRequestError, api, unwrap } from "#web/lib/api-client";

export const meQueryKey = ["me"] as const;

/** The signed-in user and role, or null when signed out (a 401 is an answer, not an error). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await unwrap(api.me.$get());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
