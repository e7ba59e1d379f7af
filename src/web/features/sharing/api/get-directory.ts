import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import { directoryQueryKey } from "./share-keys";

/** The staff directory, without the signed-in user (the server leaves them out). */
export function useDirectory({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: directoryQueryKey,
    queryFn: async () => (await unwrap(api.users.directory.$get())).users,
    enabled,
    staleTime: 5 * 60_000,
  });
}
