import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectStage, StageInput } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { invalidateProject } from "./project-keys";

export function createStage(projectId: string, input: StageInput): Promise<ProjectStage> {
  return unwrap(api.projects[":id"].stages.$post({ param: { id: projectId }, json: input }));
}

/** Saves an unsaved ('temp_') stage of an existing project on its own. */
export function useCreateStage(projectId: string, callbacks: MutationCallbacks<ProjectStage, StageInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StageInput) => createStage(projectId, input),
    ...callbacks,
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
