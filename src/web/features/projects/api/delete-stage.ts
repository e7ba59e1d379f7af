import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { invalidateProject } from "./project-keys";

/** Deletes a saved stage with its files (the server removes their blobs after commit). */
export function deleteStage(projectId: string, stageId: string) {
  return unwrap(api.projects[":id"].stages[":stageId"].$delete({ param: { id: projectId, stageId } }));
}

export function useDeleteStage(projectId: string, callbacks: MutationCallbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => deleteStage(projectId, stageId),
    ...callbacks,
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
