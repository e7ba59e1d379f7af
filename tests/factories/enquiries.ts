/**
 * Demo contact-form enquiries for the Admin's inbox, written directly, for the demo seed:
 * two still open and one the Admin has handled, as a house that has had a website for a while.
 * Each came with the notice the contact form sends the inbox's readers, so the bell has them too.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactEnquiries, notifications } from "#server/db/schema/index";
import { enquiryNotice } from "#server/notifications/index";
import { activeMembersWhoCan } from "#server/policy/index";

const HOUR = 3_600_000;

const DEMO_ENQUIRIES = [
  {
    name: "Halima Yusuf",
    email: "halima.yusuf@example.org",
    phone: "+254 712 345 678",
    division: "publishing",
    subject: "Printing 2,000 copies of a school reader",
    message:
      "We are a primary school in Nakuru looking to print 2,000 copies of a 64-page reader in full colour. Could you send a quote and the lead time?",
    hoursAgo: 5,
    handledHoursAgo: null,
  },
  {
    name: "Peter Otieno",
    email: "p.otieno@example.com",
    phone: null,
    division: "digital-solutions",
    subject: "E-book editions of our titles",
    message: "Do you convert finished books into e-book formats, and can you distribute them to the main stores?",
    hoursAgo: 30,
    handledHoursAgo: null,
  },
  {
    name: "Grace Wanjiku",
    email: "grace.wanjiku@example.net",
    phone: "+254 733 222 111",
    division: null,
    subject: "Visiting your offices",
    message: "I would like to visit with two colleagues next month. Which days are you open to visitors?",
    hoursAgo: 96,
    handledHoursAgo: 72,
  },
] as const;

/**
 * Stores the demo enquiries not stored yet (running it twice changes nothing); the handled one is
 * marked handled by `adminId`. Each reader of the inbox gets its notice from the time it arrived,
 * read once it was handled. Returns how many it stored.
 */
export async function seedDemoEnquiries(db: Database, adminId: string, now = new Date()): Promise<number> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const stored = await db
    .select({ email: contactEnquiries.email })
    .from(contactEnquiries)
    .where(
      inArray(
        contactEnquiries.email,
        DEMO_ENQUIRIES.map((enquiry) => enquiry.email),
      ),
    );
  const missing = DEMO_ENQUIRIES.filter((enquiry) => !stored.some((row) => row.email === enquiry.email));
  if (missing.length === 0) return 0;
  await db.insert(contactEnquiries).values(
    missing.map(({ hoursAgo, handledHoursAgo, ...enquiry }) => ({
      ...enquiry,
      createdAt: at(hoursAgo),
      ...(handledHoursAgo === null
        ? {}
        : { status: "handled" as const, handledAt: at(handledHoursAgo), handledBy: adminId }),
    })),
  );
  const readers = await activeMembersWhoCan(db, "viewEnquiries");
  const notices = missing.flatMap(({ hoursAgo, handledHoursAgo, ...enquiry }) =>
    readers.map((userId) => ({
      ...enquiryNotice(userId, enquiry),
      createdAt: at(hoursAgo),
      readAt: handledHoursAgo === null ? null : at(handledHoursAgo),
    })),
  );
  if (notices.length > 0) await db.insert(notifications).values(notices);
  return missing.length;
}
