import { Inbox } from "lucide-react";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
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
  // Every page carries the counts; the newest answer is the last page fetched.
  const counts = enquiries.data?.pages.at(-1)?.counts;
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
              {counts && " "}
              {counts && (
                <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-800 tabular-nums">
                  {counts[filter.status]}
                </span>
              )}
            </Button>
          ))}
        </div>
      </fieldset>

      <QueryState
        query={enquiries}
        what="the enquiries"
        isEmpty={(data) => data.pages.every((page) => page.enquiries.length === 0)}
        empty={
          <EmptyState
            className="rounded-lg border border-dashed border-slate-300 bg-white p-10"
            icon={Inbox}
            title={status === "open" ? "No open enquiries" : "No handled enquiries"}
            description={
              status === "open"
                ? "New messages from the contact form appear here."
                : "Enquiries you mark handled appear here."
            }
          />
        }
      >
        {(data) => (
          <ul className="space-y-4">
            {data.pages.flatMap((page) =>
              page.enquiries.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard enquiry={enquiry} />
                </li>
              )),
            )}
          </ul>
        )}
      </QueryState>
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
