import { can } from "#shared/permissions";
import { PageHeader } from "#web/components/page-header";
import { InvitationsCard } from "#web/features/invitations/components/invitations-card";
import { SignUpModeCard } from "#web/features/settings/components/sign-up-mode-card";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Settings | Folio" }];
}

/** Admin only: who may create an account, and invitations. The server refuses everyone else too. */
export default function SettingsRoute() {
  const { role } = useAuth();
  if (!can(role, "manageSettings")) {
    return (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
        You don't have permission to view this page.
      </div>
    );
  }
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
