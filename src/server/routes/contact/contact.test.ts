import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, user } from "#server/db/schema/index";
import { LIVE_CHANNEL, poolConnectionConfig } from "#server/realtime/index";
import type { LiveEnvelope } from "#server/realtime/publish";
import { ROLES } from "#shared/roles";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "#tests/setup/test-app";
import { HONEYPOT_MESSAGE, RATE_LIMIT_MESSAGE } from "./contact.routes";

let t: TestApp;
let admin: TestUser;
const byRole: Record<string, TestUser> = {};
let noRole: TestUser;
let ipCounter = 0;

/** Each sender gets its own address unless a test says otherwise, so the per-IP limit stays out of the way. */
const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

const valid = (overrides: Record<string, string> = {}) => ({
  name: "Jane Visitor",
  email: "jane@example.test",
  phone: "+1 555 010 3000",
  division: "publishing",
  subject: "Printing 500 copies",
  message: "Could you quote for printing 500 copies of a 120-page book?",
  website: "",
  ...overrides,
});

const send = (body: unknown, ip = freshIp()) => t.request("/api/contact", { method: "POST", body, ip });

/** A raw request with any content type (the JSON helper of the test app always sends JSON). */
const sendRaw = (contentType: string | undefined, body: string | undefined, ip = freshIp()) =>
  t.app.request(
    "/api/contact",
    { method: "POST", headers: { origin: TEST_ORIGIN, ...(contentType ? { "content-type": contentType } : {}) }, body },
    { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: "IPv4" } } },
  );

/** A plain HTML form post, as a browser without JavaScript sends it. */
const sendForm = (fields: Record<string, string>, ip = freshIp()) =>
  sendRaw("application/x-www-form-urlencoded", new URLSearchParams(fields).toString(), ip);

const list = (query = "", as: TestUser | null = admin) => t.request(`/api/enquiries${query}`, { as });

async function enquiryBySubject(subject: string, status = "open") {
  const { enquiries } = await (await list(`?status=${status}&limit=100`)).json();
  return enquiries.find((e: { subject: string }) => e.subject === subject);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Inbox Admin" });
  for (const role of ROLES.filter((r) => r !== "Admin")) byRole[role] = await t.signUp({ role });
  noRole = await t.signUp();
});

describe("POST /api/contact", () => {
  it("stores a valid enquiry, which an Admin then sees as open", async () => {
    const res = await send(valid({ subject: "Stored enquiry" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await enquiryBySubject("Stored enquiry")).toMatchObject({
      name: "Jane Visitor",
      email: "jane@example.test",
      phone: "+1 555 010 3000",
      division: "publishing",
      message: "Could you quote for printing 500 copies of a 120-page book?",
      status: "open",
      handled_at: null,
      handled_by_name: null,
    });
  });

  it("tells every active Admin, and nobody else, with a notice that leads to the inbox and a live event", async () => {
    const away = await t.signUp({ role: "Admin", name: "Away Admin" });
    await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, away.id));
    const heard: LiveEnvelope[] = [];
    const listener = new pg.Client(poolConnectionConfig(t.db.$client));
    await listener.connect();
    listener.on("notification", (message) => {
      if (message.payload) heard.push(JSON.parse(message.payload) as LiveEnvelope);
    });
    await listener.query(`listen ${LIVE_CHANNEL}`);
    try {
      expect((await send(valid({ name: "Noor Visitor", subject: "Notice me" }))).status).toBe(201);
      const notices = await t.db
        .select({
          userId: notifications.userId,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
        })
        .from(notifications)
        .where(sql`${notifications.kind} = 'enquiry_received' and ${notifications.body} = 'Notice me'`);
      expect(notices).toEqual([
        { userId: admin.id, title: "New enquiry from Noor Visitor", body: "Notice me", link: "/platform/enquiries" },
      ]);
      await expect
        .poll(() => heard.filter((e) => e.event.type === "enquiry").flatMap((e) => e.userIds))
        .toEqual([admin.id]);
    } finally {
      await listener.end();
      await t.db.update(user).set({ deactivatedAt: null }).where(eq(user.id, away.id));
    }
  });

  it("stores the optional phone and division as empty when left blank", async () => {
    expect((await send(valid({ subject: "No extras", phone: "", division: "" }))).status).toBe(201);
    expect(await enquiryBySubject("No extras")).toMatchObject({ phone: null, division: null });
  });

  it("answers 400 with each missing required field's own message", async () => {
    const res = await send({ name: " ", email: "", subject: "", message: "" });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toMatchObject({
      name: ["Full Name is required"],
      email: ["Email Address is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  it("rejects an email address that is not in email format", async () => {
    const res = await send(valid({ email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.email).toEqual(["Please enter a valid email address"]);
  });

  it("rejects a division that is not one of the eight", async () => {
    const res = await send(valid({ division: "shipping" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.division).toBeDefined();
  });

  it("rejects a body that is not JSON with 400", async () => {
    const res = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: undefined,
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    expect((await sendRaw("text/plain", "hello")).status).toBe(415);
    const empty = await sendRaw(undefined, undefined);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Send the enquiry as JSON.");
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const res = await send(valid({ subject: "Spam offer", website: "https://spam.example" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(HONEYPOT_MESSAGE);
    expect(await enquiryBySubject("Spam offer")).toBeUndefined();
  });

  it("limits each client IP to CONTACT_RATE_LIMIT_MAX enquiries, with 429 and Retry-After", async () => {
    const ip = "10.99.0.1";
    for (let i = 1; i <= t.env.CONTACT_RATE_LIMIT_MAX; i += 1) {
      expect((await send(valid({ subject: `Burst ${i}` }), ip)).status).toBe(201);
    }
    const refused = await send(valid({ subject: "One too many" }), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: "rate_limited", message: RATE_LIMIT_MESSAGE });
    expect(await enquiryBySubject("One too many")).toBeUndefined();
    // Another sender is unaffected.
    expect((await send(valid({ subject: "Other sender" }), "10.99.0.2")).status).toBe(201);
  });

  it("does not count invalid submissions against the limit", async () => {
    const ip = "10.99.1.1";
    for (let i = 0; i < t.env.CONTACT_RATE_LIMIT_MAX + 2; i += 1) {
      expect((await send({ name: "" }, ip)).status).toBe(400);
    }
    expect((await send(valid(), ip)).status).toBe(201);
  });

  it("accepts a plain form post without JavaScript and redirects back to the page", async () => {
    const res = await sendForm(valid({ subject: "Sent without JavaScript" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#message-sent");
    expect(await enquiryBySubject("Sent without JavaScript")).toBeDefined();
  });

  it("sends an invalid form post back to the page's 'not sent' message", async () => {
    const res = await sendForm({ name: "", email: "", subject: "", message: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#message-not-sent");
  });
});

describe("GET /api/enquiries", () => {
  it("lists newest first and pages with a cursor", async () => {
    for (const subject of ["Page A", "Page B", "Page C"]) expect((await send(valid({ subject }))).status).toBe(201);
    const first = await (await list("?limit=2")).json();
    expect(first.enquiries.map((e: { subject: string }) => e.subject)).toEqual(["Page C", "Page B"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await list(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.enquiries[0].subject).toBe("Page A");
  });

  it("counts the open and the handled enquiries, whichever status is listed", async () => {
    const before = (await (await list()).json()).counts;
    await send(valid({ subject: "Counted one" }));
    await send(valid({ subject: "Counted two" }));
    const { id } = await enquiryBySubject("Counted two");
    expect(
      (await t.request(`/api/enquiries/${id}`, { method: "PATCH", body: { status: "handled" }, as: admin })).status,
    ).toBe(200);
    const expected = { open: before.open + 1, handled: before.handled + 1 };
    expect((await (await list("?status=open")).json()).counts).toEqual(expected);
    expect((await (await list("?status=handled&limit=1")).json()).counts).toEqual(expected);
  });

  it("reaches the last page with a null cursor", async () => {
    const { nextCursor } = await (await list("?limit=100")).json();
    expect(nextCursor).toBeNull();
  });

  it("rejects an unknown status or a forged cursor with 400", async () => {
    expect((await list("?status=deleted")).status).toBe(400);
    const res = await list("?cursor=bm90LWEtY3Vyc29y");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/cursor/);
  });

  it("answers 401 to anonymous requests", async () => {
    const res = await list("", null);
    expect(res.status).toBe(401);
  });

  it.each(["Writer", "Editor", "Illustrator", "Typesetter"])("answers 403 to a %s", async (role) => {
    expect((await list("", byRole[role])).status).toBe(403);
  });

  it("answers 403 to an account without a role", async () => {
    expect((await list("", noRole)).status).toBe(403);
  });
});

describe("PATCH /api/enquiries/{id}", () => {
  const patch = (id: string, body: unknown, as: TestUser | null = admin) =>
    t.request(`/api/enquiries/${id}`, { method: "PATCH", body, as });

  it("marks an enquiry handled, recording who, and reopens it", async () => {
    await send(valid({ subject: "To handle" }));
    const { id } = await enquiryBySubject("To handle");

    const handled = await patch(id, { status: "handled" });
    expect(handled.status).toBe(200);
    expect(await handled.json()).toMatchObject({
      id,
      status: "handled",
      handled_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handled_by_name: "Inbox Admin",
    });
    expect(await enquiryBySubject("To handle", "open")).toBeUndefined();
    expect(await enquiryBySubject("To handle", "handled")).toBeDefined();

    const reopened = await (await patch(id, { status: "open" })).json();
    expect(reopened).toMatchObject({ status: "open", handled_at: null, handled_by_name: null });
  });

  it("answers 404 for an unknown enquiry and 400 for a malformed id or status", async () => {
    expect((await patch("3f1c2d9e-0000-4000-8000-000000000000", { status: "handled" })).status).toBe(404);
    expect((await patch("not-a-uuid", { status: "handled" })).status).toBe(400);
    await send(valid({ subject: "Bad status" }));
    const { id } = await enquiryBySubject("Bad status");
    const res = await patch(id, { status: "archived" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.status).toEqual(["Status must be 'open' or 'handled'"]);
  });

  it("refuses non-admins with 403 and anonymous requests with 401", async () => {
    await send(valid({ subject: "Guarded" }));
    const { id } = await enquiryBySubject("Guarded");
    for (const user of [...Object.values(byRole), noRole]) {
      expect((await patch(id, { status: "handled" }, user)).status).toBe(403);
    }
    expect((await patch(id, { status: "handled" }, null)).status).toBe(401);
    expect((await enquiryBySubject("Guarded")).status).toBe("open");
  });
});
