import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** Removes the project and everything it owns. */
export function deleteProject(id: string) {
  return unwrap(api.projects[":id"].$delete({ param: { id } }));
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(id),
    onSuccess: async () => {
      toast.success("Project Deleted", { description: "Your project has been permanently deleted." });
      // Mark stale without refetching now: the page still showing the project would
      // ask for it again and get a 404 while it navigates away.
      await queryClient.invalidateQueries({ queryKey: projectKeys.all, refetchType: "none" });
    },
    onError: () => {
      toast.error("Error", { description: "Failed to delete project. Please try again." });
    },
  });
}
