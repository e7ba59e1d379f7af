import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ProjectDetail, UpdateProjectInput } from "#shared/schemas/project";
import { api, errorMessage, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";
import { uploadProjectCover } from "./upload-project-cover";

/** Saves the project fields, its stages and (Admin) its team in one server transaction. */
export function updateProject(id: string, input: UpdateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects[":id"].$put({ param: { id }, json: input }));
}

interface UpdateProjectVariables {
  input: UpdateProjectInput;
  cover?: File | null;
}

/**
 * Saves the project, then uploads a newly chosen cover. A failed cover leaves the
 * saved changes in place and says so, as registering does.
 */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, cover }: UpdateProjectVariables) => {
      let project = await updateProject(id, input);
      let coverError: unknown = null;
      if (cover) {
        try {
          const stored = await uploadProjectCover(id, cover);
          project = { ...project, cover_url: stored.cover_url };
        } catch (error) {
          coverError = error;
        }
      }
      return { project, coverError };
    },
    onSuccess: ({ project, coverError }) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      toast.success("Project Updated", { description: "Your project has been updated successfully." });
      if (coverError)
        toast.error("Upload Failed", {
          description: errorMessage(coverError, "The cover image could not be uploaded."),
        });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "Failed to update project. Please try again.") });
    },
    // Lists, facets and the history all change with an edit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
