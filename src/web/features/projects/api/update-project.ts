import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ProjectDetail, UpdateProjectInput } from "#shared/schemas/project";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** Saves the project fields and upserts every stage in one server transaction. */
export function updateProject(id: string, input: UpdateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects[":id"].$put({ param: { id }, json: input }));
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(id, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      toast.success("Project Updated", { description: "Your project has been updated successfully." });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to update project. Please try again.") });
    },
    // Lists, facets and the history all change with an edit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
