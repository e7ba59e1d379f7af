import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { user } from "#server/db/schema/index";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createMailer } from "#server/mail/mailer";
import { consumeRateLimit } from "#server/rate-limit/index";

/** Emails one address receives per hour, however many times its reset is asked for. */
export const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 3;

/** The reset page a link opens; the same page an Admin's reset link leads to. */
export function resetPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/platform/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Better Auth's `sendResetPassword`, present only when a mail server is configured (without it,
 * Better Auth refuses the request and the login page says to ask an Admin).
 *
 * The requester is answered the same whether or not the address has an account, so nothing here
 * may show in the answer or its timing: the send is not awaited, and a deactivated account or an
 * address past its hourly count quietly gets no mail.
 */
export function resetPasswordSender({ db, env, logger }: { db: Database; env: Env; logger: Logger }) {
  const mailer = createMailer(env, logger);
  if (!mailer) return undefined;
  const sendFor = async (account: { id: string; email: string; name: string }, token: string) => {
    const [row] = await db.select({ deactivatedAt: user.deactivatedAt }).from(user).where(eq(user.id, account.id));
    if (!row || row.deactivatedAt) return;
    const { allowed } = await consumeRateLimit(db, `password-reset-email:${account.id}`, {
      windowSeconds: 60 * 60,
      max: RESET_EMAILS_PER_ADDRESS_PER_HOUR,
    });
    if (!allowed) return;
    await mailer.send({
      to: account.email,
      subject: "Reset your Folio password",
      text: [
        `Hello ${account.name},`,
        "",
        "Someone (we hope you) asked to reset the password of your Folio account. Choose a new one here:",
        resetPageUrl(env.PUBLIC_URL, token),
        "",
        "The link works once, within an hour. If you did not ask for it, ignore this email: your password stays as it is.",
      ].join("\n"),
    });
  };
  return async ({ user: account, token }: { user: { id: string; email: string; name: string }; token: string }) => {
    void sendFor(account, token).catch((error) =>
      logger.warn("password reset email not sent", { userId: account.id, error: String(error) }),
    );
  };
}
