import { toast } from "sonner";
import { ROLES, type Role } from "#shared/roles";
import type { TeamMember } from "#shared/schemas/team";
import { RoleBadge } from "#web/components/role-badge";
import { Avatar } from "#web/components/ui/avatar";
import { NativeSelect } from "#web/components/ui/input";
import { useUpdateRole } from "#web/features/team/api/team";
import { errorMessage } from "#web/lib/api-client";
import { initials, relativeTime } from "#web/lib/format";

/** Team Members table. Admins get a role selector per row; others see a badge. */
export function TeamTable({ members, canChangeRoles }: { members: TeamMember[]; canChangeRoles: boolean }) {
  const updateRole = useUpdateRole({
    onSuccess: (member) =>
      toast.success("Role updated", { description: `User role has been updated to ${member.role}` }),
    onError: (error) =>
      toast.error("Error updating role", { description: errorMessage(error, "Failed to update user role") }),
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => {
            const name = member.full_name || "Unnamed User";
            return (
              <tr key={member.id} data-testid={`team-row-${member.email}`}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Avatar name={name} src={member.avatar_url} initials={initials(member.full_name)} />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{name}</p>
                      <p className="truncate text-slate-600">{member.email}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  {canChangeRoles ? (
                    <NativeSelect
                      aria-label={`Role for ${name}`}
                      className="w-40"
                      value={member.role === "User" ? "" : member.role}
                      disabled={updateRole.isPending && updateRole.variables?.userId === member.id}
                      onChange={(event) => {
                        const role = event.target.value as Role;
                        if (role) updateRole.mutate({ userId: member.id, role });
                      }}
                    >
                      {member.role === "User" && <option value="">User</option>}
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <time dateTime={member.created_at}>{relativeTime(member.created_at)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
