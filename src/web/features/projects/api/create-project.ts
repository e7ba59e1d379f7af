import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProjectInput, ProjectDetail } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";
import { uploadProjectCover } from "./upload-project-cover";

export function createProject(input: CreateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects.$post({ json: input }));
}

export interface CreatedProject {
  project: ProjectDetail;
  /** Why the cover upload failed, or null when there was none or it worked. */
  coverError: unknown;
}

export interface CreateProjectVariables {
  input: CreateProjectInput;
  cover?: File | null;
}

/**
 * Register: creates the project (with its team, atomically on the server),
 * then uploads the optional cover. A failed cover leaves the project created and
 * is answered as `coverError`, rather than failing the whole registration.
 */
export function useCreateProject(callbacks: MutationCallbacks<CreatedProject, CreateProjectVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, cover }: CreateProjectVariables): Promise<CreatedProject> => {
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
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
