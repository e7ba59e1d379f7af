import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Marks the matching queries stale after a live change and refetches the ones on screen,
 * without cancelling a fetch already under way ('Load more', say).
 *
 * Such a fetch may have read the data before the change: when it lands, TanStack Query
 * would take it as fresh. So each one is refetched again once it has succeeded; one that
 * failed (a project that is not there, say) is left to its own Try again.
 */
export function refreshLive(queryClient: QueryClient, filters: InvalidateQueryFilters): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ ...filters, fetchStatus: "fetching" })) {
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === "removed") return unsubscribe();
      if (event.type === "updated" && query.state.fetchStatus === "idle") {
        unsubscribe();
        if (query.state.status !== "success") return;
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
      }
    });
  }
  void queryClient.invalidateQueries(filters, { cancelRefetch: false });
}
