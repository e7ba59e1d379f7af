import { useQuery } from "@tanstack/react-query";
import type { ProjectDetail } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

export function getProject(id: string): Promise<ProjectDetail> {
  return unwrap(api.projects[":id"].$get({ param: { id } }));
}

export function useProject(id: string) {
  return useQuery({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
}
