import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "sonner";
import { api, errorMessage, unwrap } from "#web/lib/api-client";

export type EnquiryStatus = "open" | "handled";
type EnquiryPage = InferResponseType<typeof api.enquiries.$get, 200>;
export type Enquiry = EnquiryPage["enquiries"][number];

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
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      unwrap(api.enquiries[":id"].$patch({ param: { id }, json: { status } })),
    onSuccess: (enquiry) => {
      toast.success(enquiry.status === "handled" ? "Enquiry marked as handled" : "Enquiry reopened", {
        description: enquiry.subject,
      });
    },
    onError: (error) => {
      toast.error("Error updating enquiry", { description: errorMessage(error, "Failed to update the enquiry") });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}
