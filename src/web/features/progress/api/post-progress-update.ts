import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ProgressUpdateInput, ProgressUpdateResult } from "#shared/schemas/progress";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";
import { progressKeys } from "./progress-keys";

/** `changeKey` names this update, so sending it again after a lost answer records it once. */
export function postProgressUpdate(
  projectId: string,
  input: ProgressUpdateInput,
  changeKey: string,
): Promise<ProgressUpdateResult> {
  return unwrap(
    api.projects[":id"].progress.$post({
      param: { id: projectId },
      header: { [IDEMPOTENCY_KEY_HEADER]: changeKey },
      json: input,
    }),
  );
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
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: ({ projectId, input }: PostProgressVariables) =>
      postProgressUpdate(projectId, input, changeKey.for([projectId, input])),
    onSuccess: (result) => {
      changeKey.done();
      return Promise.all([queryClient.invalidateQueries({ queryKey: progressKeys.all }), options.onUpdated?.(result)]);
    },
  });
}
