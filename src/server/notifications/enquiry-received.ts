import type { DbOrTx } from "#server/db/client";
import { activeMembersWhoCan } from "#server/policy/index";
import { publishLiveEvent } from "#server/realtime/index";
import { createNotifications, type NotificationInput } from "./create-notifications";

/** What a reader of the inbox is told about one enquiry. */
export function enquiryNotice(
  userId: string,
  enquiry: { name: string; subject: string },
): NotificationInput & { kind: "enquiry_received" } {
  return {
    userId,
    kind: "enquiry_received",
    title: `New enquiry from ${enquiry.name}`,
    body: enquiry.subject,
    link: "/platform/enquiries",
  };
}

/**
 * A visitor wrote through the website's contact form: everyone who reads the inbox is told, and an
 * inbox they have open refreshes, once the enquiry is stored. Otherwise a message waits unseen
 * until someone thinks to look.
 */
export async function notifyEnquiryReceived(tx: DbOrTx, enquiry: { name: string; subject: string }): Promise<void> {
  const readers = await activeMembersWhoCan(tx, "viewEnquiries");
  await createNotifications(
    tx,
    readers.map((userId) => enquiryNotice(userId, enquiry)),
  );
  await publishLiveEvent(tx, { type: "enquiry" }, readers);
}
