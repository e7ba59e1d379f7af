import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { LoadingState } from "#web/components/ui/skeleton";
import { InviteDialog } from "#web/features/invitations/components/invite-dialog";
import { useTeam } from "#web/features/team/api/team";
import { TeamTable } from "#web/features/team/components/team-table";
import { useAuth } from "#web/lib/auth/auth-provider";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Team Members | Folio" }];
}

/** Team Members. Only an Admin sees the table; the server refuses everyone else too. */
export default function UsersRoute() {
  return (
    <PermissionGate action="viewTeam" title="Team Members">
      <TeamPage />
    </PermissionGate>
  );
}

function TeamPage() {
  const { role, user } = useAuth();
  const team = useTeam();
  return (
    <>
      <PageHeader
        title="Team Members"
        description="Manage your team members and their roles"
        actions={can(role, "manageInvitations") && <InviteDialog />}
      />
      {team.isPending && <LoadingState />}
      {team.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Error</p>
          <p>Failed to load users. Please try again later.</p>
        </div>
      )}
      {team.data && (
        <TeamTable
          members={team.data.users}
          canChangeRoles={can(role, "changeRoles")}
          canManageMembers={can(role, "deactivateMembers") && can(role, "issueResetLinks")}
          viewerId={user.id}
        />
      )}
    </>
  );
}
