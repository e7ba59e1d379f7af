import { z } from "zod";
import { opaqueId, singleLine } from "./text";

export const FULL_NAME_MAX = 100;
/** Better Auth's own default maximum; passwords are not otherwise constrained. */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 8;

export const fullNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, "Full name is required")
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
  "Full name",
);

export const updateProfileSchema = z.object({ full_name: fullNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "The passwords do not match",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "The passwords do not match",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A one-time password-reset link an Admin passes on: valid for an hour, once. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const resetLinkSchema = z.object({ url: z.string(), expires_at: z.string(), emailed: z.boolean() });

/** Longer than any reset token Folio or Better Auth makes; a longer one cannot be a live link. */
export const RESET_TOKEN_MAX = 200;
export const DEAD_RESET_LINK = "This reset link does not work";
export const resetLinkLookupQuerySchema = z.object({ token: opaqueId(RESET_TOKEN_MAX, DEAD_RESET_LINK) });
/** Whether a reset link's token can still set a password: known and not expired. Asking does not use it up. */
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an Admin of your team to reactivate it.";
