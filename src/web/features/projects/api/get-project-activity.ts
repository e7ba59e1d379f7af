import { useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** The project's history, newest first (the server orders it). */
export async function getProjectActivity(projectId: string): Promise<ActivityEntry[]> {
  const { items } = await unwrap(api.projects[":id"].activity.$get({ param: { id: projectId } }));
  return items;
}

export function useProjectActivity(projectId: string) {
  return useQuery({ queryKey: projectKeys.activity(projectId), queryFn: () => getProjectActivity(projectId) });
}
