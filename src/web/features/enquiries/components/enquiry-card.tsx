import { CheckCheck, Mail, Phone, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { DIVISIONS } from "#shared/divisions";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { type Enquiry, useSetEnquiryStatus } from "#web/features/enquiries/api/enquiries";
import { errorMessage } from "#web/lib/api-client";
import { longDate, relativeTime } from "#web/lib/format";

/** A reply opens the reader's mail app addressed to the visitor, on their subject. */
const replyLink = (enquiry: Enquiry) =>
  `mailto:${enquiry.email}?subject=${encodeURIComponent(`Re: ${enquiry.subject}`)}`;

const divisionLabel = (value: Enquiry["division"]) => DIVISIONS.find((d) => d.value === value)?.label;

/** One enquiry. Visitor text is rendered as text (never HTML), keeping its line breaks. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const setStatus = useSetEnquiryStatus({
    onSuccess: (updated) =>
      toast.success(updated.status === "handled" ? "Enquiry marked as handled" : "Enquiry reopened", {
        description: updated.subject,
      }),
    onError: (error) =>
      toast.error("Error updating enquiry", { description: errorMessage(error, "Failed to update the enquiry") }),
  });
  const pending = setStatus.isPending && setStatus.variables?.id === enquiry.id;
  const handled = enquiry.status === "handled";
  const headingId = `enquiry-${enquiry.id}`;
  const division = divisionLabel(enquiry.division);

  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} data-testid="enquiry">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {enquiry.subject}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              From <span className="font-medium text-slate-900">{enquiry.name}</span>
              {" · "}
              <time dateTime={enquiry.created_at} title={longDate(enquiry.created_at)}>
                {relativeTime(enquiry.created_at)}
              </time>
            </p>
          </div>
          {division && <Badge className="bg-brand-50 text-brand-700">{division}</Badge>}
        </div>
        <p className="mt-4 text-sm whitespace-pre-wrap text-slate-800">{enquiry.message}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <a
            href={replyLink(enquiry)}
            className="inline-flex items-center gap-1.5 text-brand-700 hover:underline pointer-coarse:min-h-11"
          >
            <Mail aria-hidden="true" className="size-4" />
            {enquiry.email}
          </a>
          {enquiry.phone && (
            <a
              href={`tel:${enquiry.phone}`}
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline pointer-coarse:min-h-11"
            >
              <Phone aria-hidden="true" className="size-4" />
              {enquiry.phone}
            </a>
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            {handled && enquiry.handled_at
              ? `Handled ${enquiry.handled_by_name ? `by ${enquiry.handled_by_name} ` : ""}on ${longDate(enquiry.handled_at)}`
              : "Awaiting a reply"}
          </p>
          <Button
            variant={handled ? "outline" : "default"}
            size="sm"
            disabled={pending}
            onClick={() => setStatus.mutate({ id: enquiry.id, status: handled ? "open" : "handled" })}
          >
            {handled ? <RotateCcw aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
            {handled ? "Reopen" : "Mark handled"}
          </Button>
        </div>
      </article>
    </Card>
  );
}
