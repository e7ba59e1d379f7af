import { z } from "zod";
import { FULL_NAME_MAX, PASSWORD_MAX } from "./account";

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

export const signUpSchema = signInSchema.extend({
  fullName: z
    .string()
    .trim()
    .min(1, "Full name is required")
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
