import { useQuery } from "@tanstack/react-query";
import type { ProjectComment } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

export async function getProjectComments(projectId: string): Promise<ProjectComment[]> {
  const { items } = await unwrap(api.projects[":id"].comments.$get({ param: { id: projectId } }));
  return items;
}

export function useProjectComments(projectId: string) {
  return useQuery({ queryKey: projectKeys.comments(projectId), queryFn: () => getProjectComments(projectId) });
}
