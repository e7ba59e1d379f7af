import { z } from "zod";
import { SIGN_UP_MODES } from "#shared/sign-up-modes";

export const signUpModeSchema = z.enum(SIGN_UP_MODES, { error: "Choose 'open' or 'invite'" });

export const settingsSchema = z.object({ sign_up_mode: signUpModeSchema });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * What the login page may know before anyone signs in: who may create an account, and whether
 * a forgotten password can be reset by email (a mail server is configured) or only by an Admin.
 */
export const signUpPolicySchema = z.object({ sign_up_mode: signUpModeSchema, password_reset_by_email: z.boolean() });
