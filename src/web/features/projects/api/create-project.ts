import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { CreateProjectInput, ProjectDetail } from "#shared/schemas/project";
import { ApiRequestError, api, errorMessage, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";
import { uploadProjectCover } from "./upload-project-cover";

export function createProject(input: CreateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects.$post({ json: input }));
}

interface CreateProjectVariables {
  input: CreateProjectInput;
  cover?: File | null;
}

/**
 * Register: creates the project (with its team, atomically on the server),
 * then uploads the optional cover. A failed cover leaves the project created and
 * says so, rather than failing the whole registration.
 */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, cover }: CreateProjectVariables) => {
      const project = await createProject(input);
      let coverError: unknown = null;
      if (cover) {
        try {
          await uploadProjectCover(project.id, cover);
        } catch (error) {
          coverError = error;
        }
      }
      return { project, coverError };
    },
    onSuccess: ({ coverError }) => {
      toast.success("Project Created", { description: "Your new project has been registered successfully." });
      if (coverError)
        toast.error("Upload Failed", {
          description: errorMessage(coverError, "The cover image could not be uploaded."),
        });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error("Authentication required", { description: "You must be logged in to create a project." });
        return;
      }
      toast.error("Error", { description: errorMessage(error, "Failed to create project. Please try again.") });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
