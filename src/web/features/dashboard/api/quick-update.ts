import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { quickUpdateToInput } from "#shared/progress";
import type { ProgressUpdateResult, QuickUpdateForm } from "#shared/schemas/progress";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";
import type { MutationCallbacks } from "#web/lib/query-client";
import { dashboardKeys } from "./dashboard-keys";

const PICKER_SIZE = 50;

/** The projects the viewer can see, most recently changed first, narrowed by a search. */
export function useProjectOptions(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: dashboardKeys.projectOptions(q),
    queryFn: () => unwrap(api.projects.$get({ query: { limit: String(PICKER_SIZE), ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Posts the quick update to the one progress endpoint, named so that sending it again after a lost
 * answer records it once. Dashboard metrics refresh after any change; `onPosted` refreshes what
 * other features hold of the project.
 */
export function useQuickUpdate(
  onPosted: (projectId: string) => void,
  callbacks: MutationCallbacks<ProgressUpdateResult, QuickUpdateForm> = {},
) {
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: (form: QuickUpdateForm) => {
      const input = quickUpdateToInput(form);
      return unwrap(
        api.projects[":id"].progress.$post({
          param: { id: form.project_id },
          header: { [IDEMPOTENCY_KEY_HEADER]: changeKey.for([form.project_id, input]) },
          json: input,
        }),
      );
    },
    ...callbacks,
    onSuccess: (...success) => {
      changeKey.done();
      return callbacks.onSuccess?.(...success);
    },
    onSettled: (_result, _error, form) => onPosted(form.project_id),
  });
}
