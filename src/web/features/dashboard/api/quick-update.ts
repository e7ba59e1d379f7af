import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { type QuickUpdateForm, quickUpdateToInput } from "#shared/schemas/progress";
import { api, unwrap } from "#web/lib/api-client";
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

/** Posts the quick update to the one progress endpoint; dashboard metrics refresh after any change. */
export function useQuickUpdate({ onPosted }: { onPosted?: (projectId: string) => void } = {}) {
  return useMutation({
    mutationFn: (form: QuickUpdateForm) =>
      unwrap(api.projects[":id"].progress.$post({ param: { id: form.project_id }, json: quickUpdateToInput(form) })),
    onSuccess: (_result, form) => onPosted?.(form.project_id),
  });
}
