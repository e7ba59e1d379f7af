/**
 * Invitation and reset emails against a real SMTP server on a local port (the
 * smtp-server package), started by this file: what arrives is what a mail server got.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createMailer } from "#server/mail/mailer";
import { type SmtpInbox, startSmtpInbox, unfold } from "#tests/setup/smtp-inbox";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let inbox: SmtpInbox;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, SMTP_FROM: "Folio <folio@meridian.test>" });
  admin = await t.signUp({ name: "Ada Admin" });
});

afterAll(() => inbox.close());

describe("email through SMTP", () => {
  it("sends the invitation link to the invited address", async () => {
    const res = await t.request("/api/invitations", {
      body: { email: "nia.new@meridian.test", role: "Writer" },
      as: admin,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.emailed).toBe(true);
    const mail = inbox.received.find((m) => m.to.includes("nia.new@meridian.test"));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe("folio@meridian.test");
    const text = unfold(mail?.raw ?? "");
    expect(text).toContain("Subject: You are invited to Folio");
    expect(text).toContain(body.url);
  });

  it("sends a member's password-reset link to the member", async () => {
    const member = await t.signUp({ role: "Editor", name: "Eve Editor" });
    const res = await t.request(`/api/team/${member.id}/reset-link`, { method: "POST", as: admin });
    const body = await res.json();
    expect(body.emailed).toBe(true);
    const mail = inbox.received.find((m) => m.to.includes(member.email));
    const text = unfold(mail?.raw ?? "");
    expect(text).toContain("Subject: Reset your Folio password");
    expect(text).toContain(body.url);
  });

  it("still answers with the link when the mail server is gone, and says it was not emailed", async () => {
    const dead = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    const first = await dead.signUp({ name: "Solo Admin" });
    const res = await dead.request("/api/invitations", { body: { email: "x@meridian.test", role: "User" }, as: first });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.emailed).toBe(false);
    expect(body.url).toContain("/platform/login?invite=");
  });

  it("logs a mail it could not send by the recipient's domain, not their address", async () => {
    const lines: Array<{ msg: string; extra?: Record<string, unknown> }> = [];
    const record = (msg: string, extra?: Record<string, unknown>) => lines.push({ msg, extra });
    const logger: Logger = { debug: record, info: record, warn: record, error: record };
    const mailer = createMailer({ ...t.env, SMTP_URL: "smtp://127.0.0.1:1" } as Env, logger);
    const sent = await mailer?.send({ to: "nia.new@meridian.test", subject: "You are invited to Folio", text: "…" });
    expect(sent).toBe(false);
    expect(lines).toEqual([expect.objectContaining({ msg: "mail not sent" })]);
    expect(lines[0]?.extra).toMatchObject({ recipientDomain: "meridian.test", subject: "You are invited to Folio" });
    expect(JSON.stringify(lines)).not.toContain("nia.new");
  });
});
