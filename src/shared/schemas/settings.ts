import { z } from "zod";

/** Who may create an account: anyone who finds the login page, or only people an Admin invited. */
export const SIGN_UP_MODES = ["open", "invite"] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export const SIGN_UP_MODE_LABELS: Record<SignUpMode, string> = {
  open: "Anyone can create an account",
  invite: "Invited people only",
};

export const signUpModeSchema = z.enum(SIGN_UP_MODES, { error: "Choose 'open' or 'invite'" });

export const settingsSchema = z.object({ sign_up_mode: signUpModeSchema });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * What the login page may know before anyone signs in: who may create an account, and whether
 * a forgotten password can be reset by email (a mail server is configured) or only by an Admin.
 */
export const signUpPolicySchema = z.object({ sign_up_mode: signUpModeSchema, password_reset_by_email: z.boolean() });

/** Kept apart from the schemas so the login page loads no zod. */
export { INVITE_ONLY_MESSAGE } from "./sign-up-messages";
