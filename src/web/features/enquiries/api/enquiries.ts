import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api-client";
import type { MutationCallbacks } from "#web/lib/query-client";

export type EnquiryStatus = "open" | "handled";
type EnquiryPage = InferResponseType<typeof api.enquiries.$get, 200>;
export type Enquiry = EnquiryPage["enquiries"][number];
type UpdatedEnquiry = InferResponseType<(typeof api.enquiries)[":id"]["$patch"], 200>;

import { enquiryKeys } from "./enquiry-keys";

/** The Admin inbox for one status, newest first, a page at a time (keyset cursor from the server). */
export function useEnquiries(status: EnquiryStatus) {
  return useInfiniteQuery({
    queryKey: enquiryKeys.list(status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => unwrap(api.enquiries.$get({ query: { status, cursor: pageParam } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Mark handled or reopen; both lists refresh, since the enquiry moves from one to the other. */
export function useSetEnquiryStatus(
  callbacks: MutationCallbacks<UpdatedEnquiry, { id: string; status: EnquiryStatus }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      unwrap(api.enquiries[":id"].$patch({ param: { id }, json: { status } })),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}
