import { useSearchParams } from "react-router";
import { can } from "#shared/permissions";
import { NoAccess } from "#web/components/no-access";
import { PageHeader } from "#web/components/page-header";
import type { EnquiryStatus } from "#web/features/enquiries/api/enquiries";
import { EnquiryInbox } from "#web/features/enquiries/components/enquiry-inbox";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Enquiries | Folio" }];
}

/** The contact inbox: messages from the website's form. Admin only; the server refuses everyone else. */
export default function EnquiriesRoute() {
  const { role } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!can(role, "viewEnquiries")) {
    return <NoAccess title="Enquiries" />;
  }
  const status: EnquiryStatus = searchParams.get("status") === "handled" ? "handled" : "open";
  return (
    <>
      <PageHeader title="Enquiries" description="Messages sent through the website's contact form" />
      <EnquiryInbox
        status={status}
        onStatusChange={(next) => setSearchParams(next === "open" ? {} : { status: next }, { replace: true })}
      />
    </>
  );
}
