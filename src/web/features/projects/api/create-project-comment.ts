import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CommentInput, ProjectComment } from "#shared/schemas/project";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";

/** `changeKey` names this comment, so sending it again after a lost answer posts it once. */
export function createProjectComment(
  projectId: string,
  input: CommentInput,
  changeKey: string,
): Promise<ProjectComment> {
  return unwrap(
    api.projects[":id"].comments.$post({
      param: { id: projectId },
      header: { [IDEMPOTENCY_KEY_HEADER]: changeKey },
      json: input,
    }),
  );
}

export function useCreateProjectComment(
  projectId: string,
  callbacks: MutationCallbacks<ProjectComment, CommentInput> = {},
) {
  const queryClient = useQueryClient();
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: (input: CommentInput) => createProjectComment(projectId, input, changeKey.for([projectId, input])),
    ...callbacks,
    onSuccess: (...success) => {
      changeKey.done();
      return callbacks.onSuccess?.(...success);
    },
    // A comment is also an entry in the project's history.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      ]),
  });
}
