import { ActivityLogView } from "#web/features/activity-log/components/activity-log-view";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Activity | Folio" }];
}

/** The audit trail across all projects. Only an Admin sees it; the server refuses everyone else too. */
export default function ActivityRoute() {
  return (
    <PermissionGate action="viewActivityLog" title="Activity">
      <ActivityLogView />
    </PermissionGate>
  );
}
