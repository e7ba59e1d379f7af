import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { InvitationsCard } from "#web/features/invitations/components/invitations-card";
import { BackupStatusCard } from "#web/features/settings/components/backup-status-card";
import { SignUpModeCard } from "#web/features/settings/components/sign-up-mode-card";
import { useAuth } from "#web/lib/auth/auth-provider";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Settings | Folio" }];
}

/** Admin only: who may create an account, invitations, and the state of backups. The server refuses everyone else too. */
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
      <PageHeader title="Settings" description="Who may join the platform, invitations and backups" />
      <div className="grid max-w-3xl gap-6">
        <SignUpModeCard />
        {can(role, "manageInvitations") && <InvitationsCard />}
        <BackupStatusCard />
      </div>
    </>
  );
}
