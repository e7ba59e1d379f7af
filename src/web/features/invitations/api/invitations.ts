import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateInvitationInput } from "#shared/schemas/invitations";
import { api, unwrap } from "#web/lib/api-client";

export const invitationKeys = { all: ["invitations"] as const };

export function useInvitations() {
  return useQuery({ queryKey: invitationKeys.all, queryFn: () => unwrap(api.invitations.$get()) });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => unwrap(api.invitations.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.invitations[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
