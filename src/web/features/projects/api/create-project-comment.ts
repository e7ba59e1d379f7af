import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { CommentInput, ProjectComment } from "#shared/schemas/project";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

export function createProjectComment(projectId: string, input: CommentInput): Promise<ProjectComment> {
  return unwrap(api.projects[":id"].comments.$post({ param: { id: projectId }, json: input }));
}

export function useCreateProjectComment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createProjectComment(projectId, input),
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to post comment. Please try again.") });
    },
    // A comment is also an entry in the project's history.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      ]),
  });
}
