import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoleOrUser } from "#shared/roles";
import type { TeamList, TeamMember } from "#shared/schemas/team";
import { api, unwrap } from "#web/lib/api-client";
import { meQueryKey } from "#web/lib/auth/use-me";
import type { MutationCallbacks } from "#web/lib/query-client";

import { teamKeys } from "./team-keys";

export function useTeam() {
  return useQuery({ queryKey: teamKeys.all, queryFn: () => unwrap(api.team.$get()) });
}

/** Role change: applies on selection. 'User' takes the role away. */
export interface UpdateRoleVariables {
  userId: string;
  role: RoleOrUser;
}

/**
 * The list shows the server's answer to the change itself, so the new role is on screen the
 * moment it is stored, whatever other reads are under way. A list read that began before the
 * change could hold the old role, so it is cancelled first and asked again after.
 */
export function useUpdateRole(callbacks: MutationCallbacks<TeamMember, UpdateRoleVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: UpdateRoleVariables) =>
      unwrap(api.team[":userId"].role.$patch({ param: { userId }, json: { role } })),
    onMutate: () => queryClient.cancelQueries({ queryKey: teamKeys.all }),
    onSuccess: (updated, ...rest) => {
      queryClient.setQueryData<TeamList>(teamKeys.all, (list) =>
        list ? { users: list.users.map((member) => (member.id === updated.id ? updated : member)) } : list,
      );
      return callbacks.onSuccess?.(updated, ...rest);
    },
    onError: callbacks.onError,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      // The signed-in user's own role may have changed.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Deactivates (sessions end, sign-in refused) or reactivates a member. */
export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      unwrap(
        active
          ? api.team[":userId"].reactivate.$post({ param: { userId } })
          : api.team[":userId"].deactivate.$post({ param: { userId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** A one-time password-reset link for a member, to pass on. */
export function useIssueResetLink() {
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.team[":userId"]["reset-link"].$post({ param: { userId } })),
  });
}
