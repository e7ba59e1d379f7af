import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CreateProjectInput, ProjectDetail } from "#shared/schemas/project";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";
import type { MutationCallbacks } from "#web/lib/query-client";
import { projectKeys } from "./project-keys";
import { uploadProjectCover } from "./upload-project-cover";

/** `changeKey` names this registration, so sending it again after a lost answer creates one project. */
export function createProject(input: CreateProjectInput, changeKey: string): Promise<ProjectDetail> {
  return unwrap(api.projects.$post({ header: { [IDEMPOTENCY_KEY_HEADER]: changeKey }, json: input }));
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
 * is answered as `coverError`, rather than failing the whole registration. Sent
 * again after a lost answer, the same form creates no second project.
 */
export function useCreateProject(callbacks: MutationCallbacks<CreatedProject, CreateProjectVariables> = {}) {
  const queryClient = useQueryClient();
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: async ({ input, cover }: CreateProjectVariables): Promise<CreatedProject> => {
      const project = await createProject(input, changeKey.for(input));
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
    onSuccess: (...success) => {
      changeKey.done();
      return callbacks.onSuccess?.(...success);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
