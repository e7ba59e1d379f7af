import { useInfiniteQuery } from "@tanstack/react-query";
import type { ProjectListResponse } from "#shared/schemas/project";
import type { ProjectListParams } from "#web/features/projects/lib/list-params";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** One keyset page of the list; filters and search are applied by the server. */
export function getProjects(
  params: ProjectListParams & { isAdmin: boolean },
  cursor: string | undefined,
): Promise<ProjectListResponse> {
  return unwrap(
    api.projects.$get({
      query: {
        // Only an Admin chooses between all, mine and staff projects.
        ...(params.isAdmin ? { filter: params.filter } : {}),
        ...(params.q.trim() ? { q: params.q.trim() } : {}),
        ...(params.subject ? { subject: params.subject } : {}),
        ...(params.level ? { level: params.level } : {}),
        ...(params.sort !== "updated" ? { sort: params.sort } : {}),
        ...(params.stage ? { stage: params.stage } : {}),
        ...(params.assigned ? { assigned: params.assigned } : {}),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );
}

export function useProjects(params: ProjectListParams, isAdmin: boolean) {
  const effective = isAdmin ? params : { ...params, filter: "all" as const };
  return useInfiniteQuery({
    queryKey: projectKeys.list(effective),
    queryFn: ({ pageParam }) => getProjects({ ...effective, isAdmin }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
