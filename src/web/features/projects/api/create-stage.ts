import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ProjectStage, StageInput } from "#shared/schemas/project";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { invalidateProject } from "./project-keys";

export function createStage(projectId: string, input: StageInput): Promise<ProjectStage> {
  return unwrap(api.projects[":id"].stages.$post({ param: { id: projectId }, json: input }));
}

/** Saves an unsaved ('temp_') stage of an existing project on its own. */
export function useCreateStage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StageInput) => createStage(projectId, input),
    onSuccess: (stage) => {
      toast.success("Stage Created", { description: `“${stage.stage_name}” has been saved.` });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to create stage. Please try again.") });
    },
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
