import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import { localToday } from "#web/lib/format";
import { DASHBOARD_STALE_TIME, dashboardKeys } from "./dashboard-keys";

/** The general sections and the role card's count, for the viewer's own today. */
export function useDashboardSummary() {
  const today = localToday();
  return useQuery({
    queryKey: dashboardKeys.summary(today),
    queryFn: () => unwrap(api.dashboard.$get({ query: { today } })),
    staleTime: DASHBOARD_STALE_TIME,
    meta: { refreshAfterAnyChange: true },
  });
}

/** The Admin panel: stat cards, today's staff activity and the projects overview. */
export function useAdminDashboard() {
  const today = localToday();
  return useQuery({
    queryKey: dashboardKeys.admin(today),
    queryFn: () => unwrap(api.dashboard.admin.$get({ query: { today } })),
    staleTime: DASHBOARD_STALE_TIME,
    meta: { refreshAfterAnyChange: true },
  });
}
