import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ActivityFilters, toApiQuery } from "#web/features/activity-log/lib/filters";
import { api, unwrap } from "#web/lib/api-client";

export const activityLogKeys = {
  all: ["activity-log"] as const,
  list: (filters: ActivityFilters) => [...activityLogKeys.all, "list", filters] as const,
  people: () => [...activityLogKeys.all, "people"] as const,
  projects: (search: string) => [...activityLogKeys.all, "projects", search] as const,
};

/** The log, newest first, one keyset page at a time. */
export function useActivityLog(filters: ActivityFilters, { enabled = true } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: activityLogKeys.list(filters),
    queryFn: ({ pageParam }) =>
      unwrap(api.activity.$get({ query: { ...toApiQuery(filters), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the same filters; the browser downloads it as the server streams it. */
export function activityExportUrl(filters: ActivityFilters): string {
  const query = new URLSearchParams(toApiQuery(filters)).toString();
  return `/api/activity/export${query ? `?${query}` : ""}`;
}

/** Everyone with an account, for the person filter. */
export function usePeople() {
  return useQuery({
    queryKey: activityLogKeys.people(),
    queryFn: () => unwrap(api.team.$get()),
    staleTime: 5 * 60_000,
  });
}

/** Projects for the project filter, narrowed by a search. */
export function useProjectChoices(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: activityLogKeys.projects(q),
    queryFn: () => unwrap(api.projects.$get({ query: { limit: "50", ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });
}
