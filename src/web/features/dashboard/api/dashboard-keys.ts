/** Query keys of the dashboard feature. "today" is part of each key: a new day is a new answer. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  summary: (today: string) => [...dashboardKeys.all, "summary", today] as const,
  admin: (today: string) => [...dashboardKeys.all, "admin", today] as const,
  projectOptions: (search: string) => [...dashboardKeys.all, "project-options", search] as const,
};

/** Dashboard metrics stay fresh for 5 minutes; the user's own changes refresh them at once. */
export const DASHBOARD_STALE_TIME = 5 * 60_000;
