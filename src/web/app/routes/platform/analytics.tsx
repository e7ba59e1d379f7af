import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { TeamAnalyticsView } from "#web/features/analytics/components/team-analytics-view";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Team Analytics | Folio" }];
}

/** Admin team analytics; the server refuses everyone else too. */
export default function AnalyticsRoute() {
  const { role } = useAuth();
  if (!can(role, "viewAdminDashboard")) {
    return (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
        You don't have permission to view this page.
      </div>
    );
  }
  return (
    <>
      <PageHeader title="Team Analytics" description="Hours per person and time in each stage, across all projects." />
      <TeamAnalyticsView />
    </>
  );
}
