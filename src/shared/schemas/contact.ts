import { z } from "zod";
import { DIVISION_VALUES } from "#shared/divisions";
import { multiLine, singleLine, tooLong } from "./text";

/** Contact form: name, email, subject, message required; email in email format; phone and division optional. */
export const contactSchema = z.object({
  name: singleLine(z.string().trim().min(1, "Full Name is required").max(200, tooLong("Full Name", 200)), "Full Name"),
  email: z
    .string()
    .trim()
    .min(1, "Email Address is required")
    .max(320, tooLong("Email Address", 320))
    .pipe(z.email("Please enter a valid email address")),
  phone: singleLine(z.string().trim().max(50, tooLong("Phone number", 50)), "Phone number")
    .optional()
    .or(z.literal("")),
  division: z.enum(DIVISION_VALUES, { error: "Please choose a division from the list" }).optional().or(z.literal("")),
  subject: singleLine(z.string().trim().min(1, "Subject is required").max(300, tooLong("Subject", 300)), "Subject"),
  message: multiLine(
    z.string().trim().min(1, "Message is required").max(10_000, tooLong("Message", 10_000)),
    "Message",
  ),
  /** Honeypot: hidden from people, filled by bots. Must stay empty. */
  website: singleLine(z.string().max(2000)).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
