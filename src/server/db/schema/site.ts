import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DIVISION_VALUES } from "#shared/divisions";
import { user } from "./auth";
import { inList } from "./enum-check";

export const ENQUIRY_STATUSES = ["open", "handled"] as const;

/** The contact form stores enquiries for the Admin inbox. */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    division: text("division", { enum: DIVISION_VALUES }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("open"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_enquiries_division_check", inList("division", DIVISION_VALUES)),
    check("contact_enquiries_status_check", inList("status", ENQUIRY_STATUSES)),
    index("contact_enquiries_status_created_at_idx").on(t.status, t.createdAt.desc()),
  ],
);
