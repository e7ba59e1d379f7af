import type { Auth } from "#server/auth/auth";

/**
 * Whether a password-reset token can still set a password: Better Auth keeps it as a
 * verification value until it is used or expires, and its reset endpoint accepts it only
 * then. Reading the value does not use it up.
 */
export async function resetLinkWorks(auth: Auth, token: string): Promise<boolean> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!verification && verification.expiresAt > new Date();
}
