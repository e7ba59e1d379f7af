import { Inbox } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { LoadingState } from "#web/components/ui/skeleton";
import { type EnquiryStatus, useEnquiries } from "#web/features/enquiries/api/enquiries";
import { EnquiryCard } from "./enquiry-card";

const FILTERS: { status: EnquiryStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "handled", label: "Handled" },
];

/** The Admin inbox: an open/handled filter (kept in the URL by the route) and the matching enquiries. */
export function EnquiryInbox({
  status,
  onStatusChange,
}: {
  status: EnquiryStatus;
  onStatusChange: (status: EnquiryStatus) => void;
}) {
  const enquiries = useEnquiries(status);
  const items = enquiries.data?.pages.flatMap((page) => page.enquiries) ?? [];

  return (
    <>
      <fieldset className="mb-6">
        <legend className="sr-only">Show enquiries</legend>
        <div className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          {FILTERS.map((filter) => (
            <Button
              key={filter.status}
              size="sm"
              variant={filter.status === status ? "outline" : "ghost"}
              aria-pressed={filter.status === status}
              onClick={() => onStatusChange(filter.status)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </fieldset>

      {enquiries.isPending && <LoadingState label="Loading enquiries…" />}
      {enquiries.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Error</p>
          <p>Failed to load enquiries. Please try again later.</p>
        </div>
      )}
      {enquiries.isSuccess && items.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">
            {status === "open" ? "No open enquiries" : "No handled enquiries"}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {status === "open"
              ? "New messages from the contact form appear here."
              : "Enquiries you mark handled appear here."}
          </p>
        </div>
      )}
      {items.length > 0 && (
        <ul className="space-y-4">
          {items.map((enquiry) => (
            <li key={enquiry.id}>
              <EnquiryCard enquiry={enquiry} />
            </li>
          ))}
        </ul>
      )}
      {enquiries.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="outline" disabled={enquiries.isFetchingNextPage} onClick={() => enquiries.fetchNextPage()}>
            {enquiries.isFetchingNextPage ? "Loading..." : "Load older enquiries"}
          </Button>
        </div>
      )}
    </>
  );
}
