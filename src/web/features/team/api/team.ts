import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { RoleOrUser } from "#shared/roles";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { meQueryKey } from "#web/lib/auth/use-me";

export const teamQueryKey = ["team"] as const;

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => unwrap(api.team.$get()) });
}

/** A role change applies on selection, then the list is refetched. 'User' takes the role away. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: RoleOrUser }) =>
      unwrap(api.team[":userId"].role.$patch({ param: { userId }, json: { role } })),
    onSuccess: (member) => {
      toast.success("Role updated", { description: `User role has been updated to ${member.role}` });
    },
    onError: (error) => {
      toast.error("Error updating role", { description: errorMessage(error, "Failed to update user role") });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
      // The signed-in user's own role may have changed.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/** A one-time password-reset link for a member, to pass on. */
export function useIssueResetLink() {
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.team[":userId"]["reset-link"].$post({ param: { userId } })),
  });
}
