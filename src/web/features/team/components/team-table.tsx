import { toast } from "sonner";
import { ROLES_OR_USER, type RoleOrUser } from "#shared/roles";
import type { TeamMember } from "#shared/schemas/team";
import { RoleBadge } from "#web/components/role-badge";
import { Avatar } from "#web/components/ui/avatar";
import { NativeSelect } from "#web/components/ui/input";
import { useUpdateRole } from "#web/features/team/api/team";
import { errorMessage } from "#web/lib/api-client";
import { initials, relativeTime } from "#web/lib/format";
import { PHONE_QUERY, useMediaQuery } from "#web/lib/use-media-query";
import { MemberActions } from "./member-actions";

interface TeamListProps {
  members: TeamMember[];
  canChangeRoles: boolean;
  canManageMembers: boolean;
  viewerId: string;
}

/**
 * Team Members: a table on wider screens, a stacked card per member on a phone
 * (below 768px), so nothing is clipped or scrolls sideways. Admins get a role
 * selector and the member actions; others see the role as a badge.
 */
export function TeamTable(props: TeamListProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <TeamCards {...props} /> : <TeamRows {...props} />;
}

function RoleControl({ member, name, canChangeRoles }: { member: TeamMember; name: string; canChangeRoles: boolean }) {
  const updateRole = useUpdateRole({
    onSuccess: (updated) =>
      toast.success("Role updated", { description: `User role has been updated to ${updated.role}` }),
    onError: (error) =>
      toast.error("Error updating role", { description: errorMessage(error, "Failed to update user role") }),
  });
  if (!canChangeRoles) return <RoleBadge role={member.role} />;
  // While the change is on its way the select shows the chosen role and cannot be touched;
  // then it shows the role the server stored (the list is updated from its answer).
  const saving = updateRole.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label={`Role for ${name}`}
        aria-busy={saving}
        className="w-full md:w-40"
        value={saving && updateRole.variables ? updateRole.variables.role : member.role}
        disabled={saving}
        onChange={(event) => updateRole.mutate({ userId: member.id, role: event.target.value as RoleOrUser })}
      >
        {ROLES_OR_USER.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </NativeSelect>
      {saving && (
        <span role="status" className="text-xs text-slate-600">
          Saving…
        </span>
      )}
    </div>
  );
}

function Identity({ member, name }: { member: TeamMember; name: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={member.avatar_url} initials={initials(member.full_name)} />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {name}
          {member.deactivated_at && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              Deactivated
            </span>
          )}
        </p>
        <p className="text-slate-600">{member.email}</p>
      </div>
    </div>
  );
}

function TeamRows({ members, canChangeRoles, canManageMembers, viewerId }: TeamListProps) {
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
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              Joined
            </th>
            {canManageMembers && (
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => {
            const name = member.full_name || "Unnamed User";
            return (
              <tr key={member.id} data-testid={`team-row-${member.email}`}>
                <td className="px-4 py-3">
                  <Identity member={member} name={name} />
                </td>
                <td className="px-4 py-3">
                  <RoleControl member={member} name={name} canChangeRoles={canChangeRoles} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={member.created_at}>{relativeTime(member.created_at)}</time>
                </td>
                {canManageMembers && (
                  <td className="px-4 py-3">
                    <MemberActions member={member} name={name} isSelf={member.id === viewerId} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TeamCards({ members, canChangeRoles, canManageMembers, viewerId }: TeamListProps) {
  return (
    <ul className="space-y-3" aria-label="Team members">
      {members.map((member) => {
        const name = member.full_name || "Unnamed User";
        return (
          <li
            key={member.id}
            data-testid={`team-row-${member.email}`}
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
          >
            <Identity member={member} name={name} />
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
              <dt className="font-medium text-slate-700">Role</dt>
              <dd className="min-w-0">
                <RoleControl member={member} name={name} canChangeRoles={canChangeRoles} />
              </dd>
              <dt className="font-medium text-slate-700">Joined</dt>
              <dd className="text-slate-700">
                <time dateTime={member.created_at}>{relativeTime(member.created_at)}</time>
              </dd>
            </dl>
            {canManageMembers && <MemberActions member={member} name={name} isSelf={member.id === viewerId} />}
          </li>
        );
      })}
    </ul>
  );
}
