import { useQuery } from "@tanstack/react-query";
import type { ProjectInsights, TeamAnalytics } from "#shared/schemas/analytics";
import { api, unwrap } from "#web/lib/api-client";
import { analyticsKeys } from "./analytics-keys";

export function getProjectInsights(projectId: string, today: string): Promise<ProjectInsights> {
  return unwrap(api.projects[":id"].insights.$get({ param: { id: projectId }, query: { today } }));
}

export function useProjectInsights(projectId: string, today: string) {
  return useQuery({
    queryKey: analyticsKeys.project(projectId, today),
    queryFn: () => getProjectInsights(projectId, today),
  });
}

export function getTeamAnalytics(today: string, weeks: number): Promise<TeamAnalytics> {
  return unwrap(api.analytics.team.$get({ query: { today, weeks: String(weeks) } }));
}

export function useTeamAnalytics(today: string, weeks: number) {
  return useQuery({ queryKey: analyticsKeys.team(today, weeks), queryFn: () => getTeamAnalytics(today, weeks) });
}
