import type { QueryClient } from "@tanstack/react-query";
import type { ProjectListParams } from "#web/features/projects/lib/list-params";

/** Query keys of the projects feature, nested so one invalidation can reach a whole family. */
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  facets: () => [...projectKeys.all, "facets"] as const,
  detail: (id: string) => [...projectKeys.all, "detail", id] as const,
  comments: (id: string) => [...projectKeys.all, "comments", id] as const,
  activity: (id: string) => [...projectKeys.all, "activity", id] as const,
  files: (id: string) => [...projectKeys.all, "files", id] as const,
  /** The key of this tab's deletion of a project, while it is under way. */
  deleting: (id: string) => [...projectKeys.all, "deleting", id] as const,
  /** The people a project can be assigned to; outside `all`, as it changes with accounts, not projects. */
  colleagues: () => ["users", "directory"] as const,
};

/**
 * After a stage change: the detail, its history and the list cards (current-stage
 * assignee) change. The edit form keeps its own copy, so a refetch never
 * overwrites unsaved input.
 */
export function invalidateProject(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}
