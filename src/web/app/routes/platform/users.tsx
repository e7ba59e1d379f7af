import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
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
      <QueryState query={team} what="the team members" errorTitle="Failed to load users. Please try again later.">
        {(data) => (
          <TeamTable
            members={data.users}
            canChangeRoles={can(role, "changeRoles")}
            canManageMembers={can(role, "deactivateMembers") && can(role, "issueResetLinks")}
            viewerId={user.id}
          />
        )}
      </QueryState>
    </>
  );
}
