import { can, type RoleAction } from "#shared/permissions";
import { useAuth } from "./auth-provider";

/**
 * Renders its children only when the signed-in user's role may perform `action`; anyone else sees the
 * one refusal every platform page uses. The server refuses the same requests, so this only spares the
 * user a page that could not load.
 */
export function PermissionGate({ action, children }: { action: RoleAction; children: React.ReactNode }) {
  const { role } = useAuth();
  if (!can(role, action)) {
    return (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
        You don't have permission to view this page.
      </div>
    );
  }
  return children;
}
