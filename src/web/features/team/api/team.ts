import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Role } from "#shared/roles";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { meQueryKey } from "#web/lib/auth/use-me";

import { teamKeys } from "./team-keys";

export function useTeam() {
  return useQuery({ queryKey: teamKeys.all, queryFn: () => unwrap(api.team.$get()) });
}

/** Role change: applies on selection, then the list is refetched. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      unwrap(api.team[":userId"].role.$patch({ param: { userId }, json: { role } })),
    onSuccess: (member) => {
      toast.success("Role updated", { description: `User role has been updated to ${member.role}` });
    },
    onError: (error) => {
      toast.error("Error updating role", { description: errorMessage(error, "Failed to update user role") });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      // The signed-in user's own role may have changed.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
