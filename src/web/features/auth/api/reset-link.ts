import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";

/**
 * Whether a reset link's token still works, asked when the reset page opens (asking does
 * not use it up). A token that cannot be one is refused with 400: that link is dead too.
 */
export function useResetLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ["reset-link", token ?? ""],
    queryFn: () => unwrap(api["password-reset"].lookup.$get({ query: { token: token ?? "" } })),
    enabled: !!token,
    retry: false,
    staleTime: 0,
  });
}
