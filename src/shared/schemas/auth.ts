import { z } from "zod";
import { FULL_NAME_MAX, PASSWORD_MAX } from "./account";
import { singleLine, tooLong } from "./text";

/** A person's full name, as Better Auth stores it (the sign-up form may leave it empty). */
export const profileNameSchema = singleLine(
  z.string().trim().max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
  "Full name",
);

/**
 * An avatar or image URL: https, or a path on this site (never `//host`, `javascript:` or `data:`).
 */
export const imageUrlSchema = z
  .string()
  .max(2048, tooLong("Image URL", 2048))
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])[^\s]*$/.test(value), {
    error: "Image URL must start with https:// or be a path on this site",
  });

/** Login: email and password required; full name required when creating an account. No strength rules on the client. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Asking for a reset link by email: the same email rule as signing in. */
export const requestPasswordResetSchema = signInSchema.pick({ email: true });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const signUpSchema = signInSchema.extend({
  fullName: profileNameSchema.pipe(z.string().min(1, "Full name is required")),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
