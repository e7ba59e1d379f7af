import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Settings } from "#shared/schemas/settings";
import { api, unwrap } from "#web/lib/api-client";

export const settingsKeys = { all: ["settings"] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => unwrap(api.settings.$get()) });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => unwrap(api.settings.$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
