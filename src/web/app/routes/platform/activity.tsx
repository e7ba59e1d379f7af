import { can } from "#shared/permissions";
import { ActivityLogView } from "#web/features/activity-log/components/activity-log-view";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Activity | Folio" }];
}

/** The audit trail across all projects. Only an Admin sees it; the server refuses everyone else too. */
export default function ActivityRoute() {
  const { role } = useAuth();
  if (!can(role, "viewActivityLog")) {
    return (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
        You don't have permission to view this page.
      </div>
    );
  }
  return <ActivityLogView />;
}
