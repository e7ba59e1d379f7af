import { useSearchParams } from "react-router";
import { PageHeader } from "#web/components/page-header";
import type { EnquiryStatus } from "#web/features/enquiries/api/enquiries";
import { EnquiryInbox } from "#web/features/enquiries/components/enquiry-inbox";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Enquiries | Folio" }];
}

/** The contact inbox: messages from the website's form. Admin only; the server refuses everyone else. */
export default function EnquiriesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: EnquiryStatus = searchParams.get("status") === "handled" ? "handled" : "open";
  return (
    <PermissionGate action="viewEnquiries" title="Enquiries">
      <PageHeader title="Enquiries" description="Messages sent through the website's contact form" />
      <EnquiryInbox
        status={status}
        onStatusChange={(next) => setSearchParams(next === "open" ? {} : { status: next }, { replace: true })}
      />
    </PermissionGate>
  );
}
