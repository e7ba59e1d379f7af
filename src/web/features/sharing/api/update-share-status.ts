import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateShareStatusInput } from "#shared/schemas/sharing";
import { api, unwrap } from "#web/lib/api-client";
import { shareKeys } from "./share-keys";

/** update_share_status: accept or reject a share; the answer carries project_id. */
export function useUpdateShareStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId, status }: { shareId: string } & UpdateShareStatusInput) =>
      unwrap(api.shares[":shareId"].$patch({ param: { shareId }, json: { status } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shareKeys.all });
      // An accepted share adds the project to every project list.
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}
