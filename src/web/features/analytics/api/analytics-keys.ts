/** Query keys of the analytics feature. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  project: (projectId: string, today: string) => [...analyticsKeys.all, "project", projectId, today] as const,
  team: (today: string, weeks: number) => [...analyticsKeys.all, "team", today, weeks] as const,
};
