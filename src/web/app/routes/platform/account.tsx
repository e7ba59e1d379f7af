import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { PageHeader } from "#web/components/page-header";
import { PasswordCard } from "#web/features/account/components/password-card";
import { ProfileCard } from "#web/features/account/components/profile-card";
import { SessionsCard } from "#web/features/account/components/sessions-card";
import { useAuth } from "#web/lib/auth/auth-provider";

// Account is reached from the user menu, not the sidebar, so the top bar names it from here.
export const handle: PageHandle = { crumb: "Account" };

export function meta() {
  return [{ title: "Account | Folio" }];
}

/** The signed-in user's own name, picture, password and sessions. */
export default function AccountRoute() {
  const me = useAuth();
  return (
    <>
      <PageHeader title="Account" description="Your profile, password and signed-in sessions" />
      <div className="grid max-w-3xl gap-6">
        <ProfileCard key={me.user.id} me={me} />
        <PasswordCard />
        <SessionsCard />
      </div>
    </>
  );
}
