import { PageHeader } from "#web/components/page-header";
import { TeamAnalyticsView } from "#web/features/analytics/components/team-analytics-view";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Team Analytics | Folio" }];
}

/** Admin team analytics; the server refuses everyone else too. */
export default function AnalyticsRoute() {
  return (
    <PermissionGate action="viewAdminDashboard" title="Team Analytics">
      <PageHeader title="Team Analytics" description="Hours per person and time in each stage, across all projects." />
      <TeamAnalyticsView />
    </PermissionGate>
  );
}
