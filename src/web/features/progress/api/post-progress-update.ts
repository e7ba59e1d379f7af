import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgressUpdateInput, ProgressUpdateResult } from "#shared/schemas/progress";
import { api, unwrap } from "#web/lib/api-client";
import { progressKeys } from "./progress-keys";

export function postProgressUpdate(projectId: string, input: ProgressUpdateInput): Promise<ProgressUpdateResult> {
  return unwrap(api.projects[":id"].progress.$post({ param: { id: projectId }, json: input }));
}

export interface PostProgressVariables {
  projectId: string;
  input: ProgressUpdateInput;
}

/**
 * Posts an update (Update Status dialog, board moves, Quick Daily Update). Refreshes
 * every progress query; `onUpdated` lets the page refresh what other features show
 * (the project detail, dashboard metrics). The caller shows the toasts.
 */
export function usePostProgressUpdate(options: { onUpdated?: (result: ProgressUpdateResult) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, input }: PostProgressVariables) => postProgressUpdate(projectId, input),
    onSuccess: (result) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: progressKeys.all }), options.onUpdated?.(result)]),
  });
}
