import { useQuery } from "@tanstack/react-query";
import type { ProjectFacets } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** Subjects and levels among the projects the user can see. */
export function getProjectFacets(): Promise<ProjectFacets> {
  return unwrap(api["project-facets"].$get());
}

export function useProjectFacets() {
  return useQuery({ queryKey: projectKeys.facets(), queryFn: getProjectFacets });
}
