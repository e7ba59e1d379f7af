import nodemailer from "nodemailer";
import type { AppDeps } from "#server/context";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through the SMTP server of SMTP_URL; without one the app works and shows links instead. */
export interface Mailer {
  /** true once the SMTP server accepted the message; false (logged) when it did not. */
  send(message: MailMessage): Promise<boolean>;
}

/** null when SMTP_URL is not set. */
export function createMailer(env: Env, logger: Logger): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.SMTP_FROM ?? `Folio <folio@${new URL(env.PUBLIC_URL).hostname}>`;
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        return true;
      } catch (error) {
        // The domain says which mail server refused; logs keep no one's address.
        const recipientDomain = message.to.slice(message.to.lastIndexOf("@") + 1);
        logger.warn("mail not sent", { recipientDomain, subject: message.subject, error: String(error) });
        return false;
      }
    },
  };
}

const mailers = new WeakMap<AppDeps, Mailer | null>();

/** The app's mailer, made once per deps. */
export function mailerFor(deps: AppDeps): Mailer | null {
  if (!mailers.has(deps)) mailers.set(deps, createMailer(deps.env, deps.logger));
  return mailers.get(deps) ?? null;
}

/** Sends when a mailer is configured; answers whether the message went out. */
export async function sendIfConfigured(deps: AppDeps, message: MailMessage): Promise<boolean> {
  const mailer = mailerFor(deps);
  return mailer ? mailer.send(message) : false;
}
