import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail, UpdateProjectInput } from "#shared/schemas/project";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";
import { uploadProjectCover } from "./upload-project-cover";

/** Saves the project fields, its stages and (Admin) its team in one server transaction. */
export function updateProject(id: string, input: UpdateProjectInput): Promise<ProjectDetail> {
  return unwrap(api.projects[":id"].$put({ param: { id }, json: input }));
}

export interface UpdateProjectVariables {
  input: UpdateProjectInput;
  cover?: File | null;
}

export interface UpdateProjectResult {
  project: ProjectDetail;
  /** Set when the fields were saved but the newly chosen cover could not be stored. */
  coverError: unknown;
}

/**
 * Saves the project, then uploads a newly chosen cover. A failed cover leaves the
 * saved changes in place; the caller tells the user, as registering does.
 */
export function useUpdateProject(
  id: string,
  callbacks: MutationCallbacks<UpdateProjectResult, UpdateProjectVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, cover }: UpdateProjectVariables): Promise<UpdateProjectResult> => {
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
    onSuccess: (...args) => {
      queryClient.setQueryData(projectKeys.detail(id), args[0].project);
      return callbacks.onSuccess?.(...args);
    },
    onError: callbacks.onError,
    // Lists, facets and the history all change with an edit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
