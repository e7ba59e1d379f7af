import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { LoadingState } from "#web/components/ui/skeleton";
import { useTeam } from "#web/features/team/api/team";
import { TeamTable } from "#web/features/team/components/team-table";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Team Members | Folio" }];
}

/** Spec §2 Team Members. Only an Admin sees the table; the server refuses everyone else too. */
export default function UsersRoute() {
  const { role } = useAuth();
  if (!can(role, "viewTeam")) {
    return (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
        You don't have permission to view this page.
      </div>
    );
  }
  return (
    <TeamPage
      canChangeRoles={can(role, "changeRoles")}
      canManageMembers={can(role, "deactivateMembers") && can(role, "issueResetLinks")}
    />
  );
}

function TeamPage({ canChangeRoles, canManageMembers }: { canChangeRoles: boolean; canManageMembers: boolean }) {
  const { user } = useAuth();
  const team = useTeam();
  return (
    <>
      <PageHeader title="Team Members" description="Manage your team members and their roles" />
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
          canChangeRoles={canChangeRoles}
          canManageMembers={canManageMembers}
          viewerId={user.id}
        />
      )}
    </>
  );
}
