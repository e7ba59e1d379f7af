import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ProjectStage, StageInput } from "#shared/schemas/project";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { invalidateProject } from "./project-keys";

export function updateStage(projectId: string, stageId: string, input: StageInput): Promise<ProjectStage> {
  return unwrap(api.projects[":id"].stages[":stageId"].$put({ param: { id: projectId, stageId }, json: input }));
}

export function useUpdateStage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, input }: { stageId: string; input: StageInput }) => updateStage(projectId, stageId, input),
    onSuccess: (stage) => {
      toast.success("Stage Updated", { description: `“${stage.stage_name}” has been saved.` });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to update stage. Please try again.") });
    },
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
