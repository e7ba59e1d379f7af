/**
 * Asking for a reset link by email, against a real SMTP server on a local port: the mail that
 * arrives carries a link that sets a new password once, and the answer is the same whether or
 * not the address has an account.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type SmtpInbox, startSmtpInbox, unfold } from "#tests/setup/smtp-inbox";
import { createTestApp, type TestApp } from "#tests/setup/test-app";
import { RESET_EMAILS_PER_ADDRESS_PER_HOUR } from "./password-reset-email";

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url });
  await t.signUp({ name: "Ada Admin" });
});

afterAll(() => inbox.close());
const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email));
const requestReset = (email: string, ip = "10.9.0.1") =>
  t.request("/api/auth/request-password-reset", { body: { email }, ip });

/**
 * Mail is sent after the answer and delivered over SMTP: on a loaded machine that took longer than
 * vi.waitFor's 1 s default (seen under two busy loops), so the wait gets the suite's usual ceiling.
 */
const MAIL_WAIT = { timeout: 20_000, interval: 50 };

describe("password reset by email", () => {
  it("the login page is told that a reset can be emailed", async () => {
    const policy = await (await t.request("/api/settings/sign-up")).json();
    expect(policy.password_reset_by_email).toBe(true);
  });

  it("emails a one-time link to the reset page that sets a new password", async () => {
    const member = await t.signUp({ role: "Writer", name: "Wes Writer" });
    const res = await requestReset(member.email);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(member.email)).toHaveLength(1), MAIL_WAIT);
    const text = unfold(mailsTo(member.email)[0].raw);
    expect(text).toContain("Subject: Reset your Folio password");
    const token = /\/platform\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();

    const reset = await t.request("/api/auth/reset-password", { body: { token, newPassword: "brand-new-pass-1" } });
    expect(reset.status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", {
      body: { email: member.email, password: "brand-new-pass-1" },
    });
    expect(signIn.status).toBe(200);
    const again = await t.request("/api/auth/reset-password", { body: { token, newPassword: "another-pass-22" } });
    expect(again.status).toBe(400);
  });

  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const member = await t.signUp({ name: "Kim Known" });
    const known = await requestReset(member.email, "10.9.0.2");
    const unknown = await requestReset("nobody-here@meridian.test", "10.9.0.2");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await vi.waitFor(() => expect(mailsTo(member.email)).toHaveLength(1), MAIL_WAIT);
    expect(mailsTo("nobody-here@meridian.test")).toHaveLength(0);
  });

  it("sends one address only a few emails an hour, still answering the same", async () => {
    const member = await t.signUp({ name: "Flo Flooded" });
    for (let i = 0; i < RESET_EMAILS_PER_ADDRESS_PER_HOUR + 2; i += 1) {
      const res = await requestReset(member.email, `10.9.1.${i}`);
      expect(res.status).toBe(200);
    }
    // Every request has been counted (so every send was decided), and only the first few went out.
    await vi.waitFor(async () => {
      const { rows } = await t.db.$client.query("select count from rate_limits where key = $1", [
        `password-reset-email:${member.id}`,
      ]);
      expect(rows[0]?.count).toBe(RESET_EMAILS_PER_ADDRESS_PER_HOUR + 2);
    }, MAIL_WAIT);
    await vi.waitFor(() => expect(mailsTo(member.email)).toHaveLength(RESET_EMAILS_PER_ADDRESS_PER_HOUR), MAIL_WAIT);
  });

  it("refuses a flood of requests from one address with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await requestReset(`flood${i}@meridian.test`, "10.9.3.3")).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("without a mail server the login page is told to send people to an Admin", async () => {
    const plain = await createTestApp();
    const policy = await (await plain.request("/api/settings/sign-up")).json();
    expect(policy.password_reset_by_email).toBe(false);
    // And the emailed reset is not there to ask for.
    const res = await plain.request("/api/auth/request-password-reset", { body: { email: "a@meridian.test" } });
    expect(res.status).toBe(404);
  });
});
