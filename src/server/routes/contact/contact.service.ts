import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactEnquiries, user } from "#server/db/schema/index";
import { badRequest, notFound } from "#server/lib/errors";
import { notifyEnquiryReceived } from "#server/notifications/index";
import { isoTimestamp } from "#server/routes/projects/project-sql";
import type { ContactInput } from "#shared/schemas/contact";
import type { Enquiry, EnquiryList, EnquiryListQuery } from "./contact.schemas";

export const DEFAULT_PAGE_SIZE = 50;

/**
 * Stores a validated enquiry (the honeypot has been checked by the route) and tells the inbox's
 * readers, in one transaction: an enquiry is never stored without its notice.
 */
export async function createEnquiry(db: Database, input: ContactInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactEnquiries).values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      division: input.division || null,
      subject: input.subject,
      message: input.message,
    });
    await notifyEnquiryReceived(tx, input);
  });
}

const columns = {
  id: contactEnquiries.id,
  name: contactEnquiries.name,
  email: contactEnquiries.email,
  phone: contactEnquiries.phone,
  division: contactEnquiries.division,
  subject: contactEnquiries.subject,
  message: contactEnquiries.message,
  status: contactEnquiries.status,
  created_at: isoTimestamp(contactEnquiries.createdAt, "microseconds"),
  handled_at: isoTimestamp<string | null>(contactEnquiries.handledAt, "microseconds"),
  handled_by_name: user.name,
};

/**
 * The keyset position after an item: its created_at as an exact ISO timestamp (microseconds, as
 * Postgres stores it; a JS Date would round) and its id. Opaque to clients.
 */
function encodeCursor(item: Pick<Enquiry, "created_at" | "id">): string {
  return Buffer.from(`${item.created_at}|${item.id}`).toString("base64url");
}

function decodeCursor(value: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const valid =
    extra === undefined &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt ?? "") &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? "");
  if (!valid)
    throw badRequest("The list position (cursor) is not valid. Reload the list.", { cursor: ["Invalid cursor"] });
  return { createdAt, id };
}

/** How many enquiries are open and how many handled. */
async function countByStatus(db: Database): Promise<EnquiryList["counts"]> {
  const rows = await db
    .select({ status: contactEnquiries.status, count: sql<number>`count(*)::int` })
    .from(contactEnquiries)
    .groupBy(contactEnquiries.status);
  const counts = { open: 0, handled: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * One page of the inbox for a status, newest first (one extra row tells whether more follow), with
 * the count of each status.
 */
export async function listEnquiries(db: Database, query: EnquiryListQuery): Promise<EnquiryList> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select(columns)
      .from(contactEnquiries)
      .leftJoin(user, eq(user.id, contactEnquiries.handledBy))
      .where(
        and(
          eq(contactEnquiries.status, query.status),
          after
            ? sql`(${contactEnquiries.createdAt}, ${contactEnquiries.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
      .limit(limit + 1),
    countByStatus(db),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { enquiries: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null, counts };
}

/** Marks an enquiry handled (recording who and when) or reopens it. */
export async function setEnquiryStatus(
  db: Database,
  id: string,
  status: Enquiry["status"],
  byUserId: string,
): Promise<Enquiry> {
  const handled = status === "handled";
  const updated = await db
    .update(contactEnquiries)
    .set({ status, handledAt: handled ? sql`now()` : null, handledBy: handled ? byUserId : null })
    .where(eq(contactEnquiries.id, id))
    .returning({ id: contactEnquiries.id });
  if (updated.length === 0) throw notFound("Enquiry not found");
  const [row] = await db
    .select(columns)
    .from(contactEnquiries)
    .leftJoin(user, eq(user.id, contactEnquiries.handledBy))
    .where(eq(contactEnquiries.id, id));
  return row;
}
