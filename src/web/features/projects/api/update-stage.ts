import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectStage, StageInput } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { invalidateProject } from "./project-keys";

export function updateStage(projectId: string, stageId: string, input: StageInput): Promise<ProjectStage> {
  return unwrap(api.projects[":id"].stages[":stageId"].$put({ param: { id: projectId, stageId }, json: input }));
}

interface UpdateStageVariables {
  stageId: string;
  input: StageInput;
}

export function useUpdateStage(
  projectId: string,
  callbacks: MutationCallbacks<ProjectStage, UpdateStageVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, input }: UpdateStageVariables) => updateStage(projectId, stageId, input),
    ...callbacks,
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
