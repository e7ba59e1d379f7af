import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentInput, ProjectComment } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";

export function createProjectComment(projectId: string, input: CommentInput): Promise<ProjectComment> {
  return unwrap(api.projects[":id"].comments.$post({ param: { id: projectId }, json: input }));
}

export function useCreateProjectComment(
  projectId: string,
  callbacks: MutationCallbacks<ProjectComment, CommentInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createProjectComment(projectId, input),
    ...callbacks,
    // A comment is also an entry in the project's history.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      ]),
  });
}
