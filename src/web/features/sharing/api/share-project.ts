import { useMutation } from "@tanstack/react-query";
import type { ShareProjectInput } from "#shared/schemas/sharing";
import { api, unwrap } from "#web/lib/api-client";

/** share_project: the answer's message is what the dialog shows. */
export function useShareProject(projectId: string) {
  return useMutation({
    mutationFn: (input: ShareProjectInput) =>
      unwrap(api.projects[":id"].shares.$post({ param: { id: projectId }, json: input })),
  });
}
