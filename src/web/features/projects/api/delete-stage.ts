import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { invalidateProject } from "./project-keys";

/** Deletes a saved stage with its files (the server removes their blobs after commit). */
export function deleteStage(projectId: string, stageId: string) {
  return unwrap(api.projects[":id"].stages[":stageId"].$delete({ param: { id: projectId, stageId } }));
}

export function useDeleteStage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => deleteStage(projectId, stageId),
    onSuccess: () => {
      toast.success("Stage Deleted", { description: "The stage and its files have been deleted." });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to delete stage. Please try again.") });
    },
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
