import { z } from "zod";
import { roleOrUserSchema } from "./enums";

export const INVITE_TOKEN_MAX = 200;

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

export const createInvitationSchema = z.object({ email: emailSchema, role: roleOrUserSchema });
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleOrUserSchema,
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** The answer to creating an invitation: the one-time link, shown once, and whether it was also emailed. */
export const createdInvitationSchema = z.object({
  invitation: invitationSchema,
  url: z.string(),
  emailed: z.boolean(),
});

/** What the login page learns from a valid invitation token: the email it is fixed to. */
/**
 * What an invitation link is for, or why it no longer works. A dead link is an answer, not an
 * error: the public login page shows the reason, and the browser logs no failed request.
 */
export const invitationLookupSchema = z.discriminatedUnion("valid", [
  z.object({ valid: z.literal(true), email: z.string(), role: roleOrUserSchema }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);

export const INVALID_INVITATION =
  "This invitation link is not valid: it may have expired, been used or been revoked. Ask an Admin for a new one.";
