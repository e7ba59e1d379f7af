import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { quickUpdateToInput } from "#shared/progress";
import type { ProgressUpdateResult, QuickUpdateForm } from "#shared/schemas/progress";
import { api, unwrap } from "#web/lib/api-client";
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
 * Posts the quick update to the one progress endpoint. Dashboard metrics refresh
 * after any change; `onPosted` refreshes what other features hold of the project.
 */
export function useQuickUpdate(
  onPosted: (projectId: string) => void,
  callbacks: MutationCallbacks<ProgressUpdateResult, QuickUpdateForm> = {},
) {
  return useMutation({
    mutationFn: (form: QuickUpdateForm) =>
      unwrap(api.projects[":id"].progress.$post({ param: { id: form.project_id }, json: quickUpdateToInput(form) })),
    ...callbacks,
    onSettled: (_result, _error, form) => onPosted(form.project_id),
  });
}
