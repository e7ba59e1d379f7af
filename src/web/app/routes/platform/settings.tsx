import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { InvitationsCard } from "#web/features/invitations/components/invitations-card";
import { SignUpModeCard } from "#web/features/settings/components/sign-up-mode-card";
import { useAuth } from "#web/lib/auth/auth-provider";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Settings | Folio" }];
}

/** Admin only: who may create an account, and invitations. The server refuses everyone else too. */
export default function SettingsRoute() {
  return (
    <PermissionGate action="manageSettings" title="Settings">
      <SettingsPage />
    </PermissionGate>
  );
}

function SettingsPage() {
  const { role } = useAuth();
  return (
    <>
      <PageHeader title="Settings" description="Who may join the platform, and invitations" />
      <div className="grid max-w-3xl gap-6">
        <SignUpModeCard />
        {can(role, "manageInvitations") && <InvitationsCard />}
      </div>
    </>
  );
}
