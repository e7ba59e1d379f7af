import { can, type RoleAction } from "#shared/permissions";
import { NoAccess } from "#web/components/no-access";
import { useAuth } from "./auth-provider";

/**
 * Renders its children only when the signed-in user's role may perform `action`; anyone else sees the
 * page's title and the one refusal every platform page uses. The server refuses the same requests, so
 * this only spares the user a page that could not load.
 */
export function PermissionGate({
  action,
  title,
  children,
}: {
  action: RoleAction;
  title: string;
  children: React.ReactNode;
}) {
  const { role } = useAuth();
  if (!can(role, action)) return <NoAccess title={title} />;
  return children;
}
