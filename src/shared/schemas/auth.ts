import { z } from "zod";

/** Login: email and password required; full name required when creating an account. No strength rules on the client. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = signInSchema.extend({
  fullName: z.string().trim().min(1, "Full name is required"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
