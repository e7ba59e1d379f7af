import type { DbOrTx } from "#server/db/client";
import { activeMembersWhoCan } from "#server/policy/index";
import { publishLiveEvent } from "#server/realtime/index";
import { createNotifications } from "./create-notifications";

/**
 * A visitor wrote through the website's contact form: everyone who reads the inbox is told, and an
 * inbox they have open refreshes, once the enquiry is stored. Otherwise a message waits unseen
 * until someone thinks to look.
 */
export async function notifyEnquiryReceived(tx: DbOrTx, enquiry: { name: string; subject: string }): Promise<void> {
  const readers = await activeMembersWhoCan(tx, "viewEnquiries");
  await createNotifications(
    tx,
    readers.map((userId) => ({
      userId,
      kind: "enquiry_received" as const,
      title: `New enquiry from ${enquiry.name}`,
      body: enquiry.subject,
      link: "/platform/enquiries",
    })),
  );
  await publishLiveEvent(tx, { type: "enquiry" }, readers);
}
