import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateShareStatusInput } from "#shared/schemas/sharing";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { shareKeys } from "./share-keys";

type Variables = { shareId: string } & UpdateShareStatusInput;

function updateShareStatus({ shareId, status }: Variables) {
  return unwrap(api.shares[":shareId"].$patch({ param: { shareId }, json: { status } }));
}

/**
 * update_share_status: accept or reject a share; the answer carries project_id. The
 * caller's callbacks run here, before the refetch that may remove the share's row (a
 * rejected share leaves the list), so what the user is told never depends on that row.
 */
export function useUpdateShareStatus(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof updateShareStatus>>, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShareStatus,
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: shareKeys.all });
      // An accepted share adds the project to every project list.
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
    onError: callbacks.onError,
  });
}
