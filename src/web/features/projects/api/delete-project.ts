import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";

/** Removes the project and everything it owns. */
export function deleteProject(id: string) {
  return unwrap(api.projects[":id"].$delete({ param: { id } }));
}

export function useDeleteProject(id: string, callbacks: MutationCallbacks<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: projectKeys.deleting(id),
    mutationFn: () => deleteProject(id),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      // Mark stale without refetching now: the page still showing the project would
      // ask for it again and get a 404 while it navigates away.
      await queryClient.invalidateQueries({ queryKey: projectKeys.all, refetchType: "none" });
      // And forget the project itself, so Back to its page asks again and says it is gone, rather
      // than showing it, Delete button and all, until the answer comes.
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
    },
    onError: callbacks.onError,
  });
}
