import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail, UpdateProjectInput } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";

/** Saves the project fields and upserts every stage in one server transaction. */
export function updateProject(id: string, input: UpdateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects[":id"].$put({ param: { id }, json: input }));
}

export function useUpdateProject(id: string, callbacks: MutationCallbacks<ProjectDetail, UpdateProjectInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(id, input),
    onSuccess: (...args) => {
      queryClient.setQueryData(projectKeys.detail(id), args[0]);
      return callbacks.onSuccess?.(...args);
    },
    onError: callbacks.onError,
    // Lists, facets and the history all change with an edit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
