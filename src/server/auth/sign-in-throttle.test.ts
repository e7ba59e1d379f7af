import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/setup/test-app";

const PASSWORD = "the-right-password";

function signIn(t: TestApp, email: string, password: string, ip: string, headers: Record<string, string> = {}) {
  return t.request("/api/auth/sign-in/email", { body: { email, password }, ip, headers });
}

/** Ends every counter's window, as if the lock period had passed. */
async function endWindows(t: TestApp) {
  await t.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second'`);
}

describe("sign-in throttling per account", () => {
  it("refuses the account after 5 failures from any addresses, even the right password, until the window ends", {
    timeout: 60_000,
  }, async () => {
    const t = await createTestApp();
    const user = await t.signUp({ password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await signIn(t, user.email, "wrong", `203.0.113.${i}`)).status).toBe(401);

    const sixth = await signIn(t, user.email, "wrong", "203.0.113.9");
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = await sixth.json();
    expect(body.error).toEqual({
      code: "rate_limited",
      message: "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.",
    });
    // Better Auth's client reads the top-level message.
    expect(body.message).toBe(body.error.message);

    const right = await signIn(t, user.email.toUpperCase(), PASSWORD, "198.51.100.7");
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toHaveLength(0);

    await endWindows(t);
    expect((await signIn(t, user.email, PASSWORD, "198.51.100.7")).status).toBe(200);
  });

  it("clears the count on a successful sign-in", { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    const user = await t.signUp({ password: PASSWORD });
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.email, "wrong", "203.0.113.1")).status).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, "203.0.113.1")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(t, user.email, "wrong", "203.0.113.1")).status).toBe(401);
    expect((await signIn(t, user.email, "wrong", "203.0.113.1")).status).toBe(429);
  });

  it("does not lock one account's neighbours", { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    const victim = await t.signUp({ password: PASSWORD });
    const colleague = await t.signUp({ password: PASSWORD });
    for (let i = 0; i < 6; i++) await signIn(t, victim.email, "wrong", "203.0.113.1");
    expect((await signIn(t, colleague.email, PASSWORD, "203.0.113.1")).status).toBe(200);
  });
});

describe("sign-in throttling per address", () => {
  it("lets 12 different people sign in at once from one office address", { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    const people = await Promise.all(Array.from({ length: 12 }, () => t.signUp({ password: PASSWORD })));
    // All at once, the hardest case for the limiter: every attempt counts on the same row in the same window.
    const statuses = await Promise.all(
      people.map(async (person) => (await signIn(t, person.email, PASSWORD, "192.0.2.10")).status),
    );
    expect(statuses).toEqual(people.map(() => 200));
  });

  it("answers 429 with Retry-After past AUTH_RATE_LIMIT_MAX a minute, keyed on the real peer not a spoofable header", {
    timeout: 60_000,
  }, async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3" });
    const statuses: number[] = [];
    const answers: Response[] = [];
    for (let i = 0; i < 5; i++) {
      const spoof = `198.51.100.${i}`;
      const res = await signIn(t, `nobody${i}@example.test`, "guess", "192.0.2.50", {
        "x-folio-client-ip": spoof,
        "x-forwarded-for": spoof,
      });
      statuses.push(res.status);
      answers.push(res);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const last = answers[4];
    const retryAfter = Number(last.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await last.json()).error.message).toMatch(/^Too many sign-in attempts from your network/);
    // Another address is unaffected.
    expect((await signIn(t, "nobody@example.test", "guess", "192.0.2.51")).status).toBe(401);
  });

  it("trusts only the entry our own proxy appended to X-Forwarded-For", { timeout: 60_000 }, async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" });
    const viaProxy = (spoof: string, client: string) =>
      signIn(t, "nobody@example.test", "guess", "10.0.0.2", { "x-forwarded-for": `${spoof}, ${client}` });
    expect((await viaProxy("1.1.1.1", "192.0.2.60")).status).toBe(401);
    expect((await viaProxy("2.2.2.2", "192.0.2.60")).status).toBe(401);
    expect((await viaProxy("3.3.3.3", "192.0.2.60")).status).toBe(429);
    expect((await viaProxy("3.3.3.3", "192.0.2.61")).status).toBe(401);
  });

  it("limits sign-ups per address through Better Auth, with the standard Retry-After in the one error shape", {
    timeout: 60_000,
  }, async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "2" });
    const signUp = (i: number) =>
      t.request("/api/auth/sign-up/email", {
        body: { email: `burst${i}@example.test`, password: PASSWORD, name: `Burst ${i}` },
        ip: "192.0.2.70",
      });
    expect((await signUp(1)).status).toBe(200);
    expect((await signUp(2)).status).toBe(200);
    const refused = await signUp(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });
});

describe("throttle counters shared by instances", () => {
  it("counts an account's failures across two app instances on one database", { timeout: 60_000 }, async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, { db: a.db });
    const user = await a.signUp({ password: PASSWORD });
    for (let i = 0; i < 3; i++) expect((await signIn(a, user.email, "wrong", "203.0.113.1")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(b, user.email, "wrong", "203.0.113.2")).status).toBe(401);
    expect((await signIn(b, user.email, PASSWORD, "203.0.113.3")).status).toBe(429);
    expect((await signIn(a, user.email, PASSWORD, "203.0.113.4")).status).toBe(429);
  });

  it("counts an address across two instances", { timeout: 60_000 }, async () => {
    const a = await createTestApp({ AUTH_RATE_LIMIT_MAX: "4" });
    const b = await createTestApp({ AUTH_RATE_LIMIT_MAX: "4" }, { db: a.db });
    const statuses = [];
    for (const t of [a, b, a, b, a]) statuses.push((await signIn(t, "x@example.test", "guess", "192.0.2.80")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("shares the contact form's limit across instances", { timeout: 60_000 }, async () => {
    const a = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "2" });
    const b = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "2" }, { db: a.db });
    const enquiry = {
      name: "Visitor",
      email: "visitor@example.test",
      subject: "Hello",
      message: "A message that is long enough to be sent.",
    };
    const send = (t: TestApp) => t.request("/api/contact", { body: enquiry, ip: "192.0.2.90" });
    expect((await send(a)).status).toBe(201);
    expect((await send(b)).status).toBe(201);
    const refused = await send(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sessions across instances", () => {
  it("refuses a cookie on instance B at the next request after signing out on instance A", {
    timeout: 60_000,
  }, async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, { db: a.db });
    const user = await a.signUp({ password: PASSWORD });
    const signIn = await a.request("/api/auth/sign-in/email", { body: { email: user.email, password: PASSWORD } });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await b.request("/api/me", { headers: { cookie } })).status).toBe(200);
    expect((await a.request("/api/auth/sign-out", { method: "POST", headers: { cookie } })).status).toBe(200);
    // B forgets the session when Postgres delivers the sign-out's notification, which is not
    // ordered against this test's next call; B's own barrier arrives after it.
    await b.viewerCache.sync(b.db.$client);
    expect((await b.request("/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses a session cookie whose signature does not match", { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    const user = await t.signUp();
    const [name, value] = user.cookie.split("=");
    const token = decodeURIComponent(value).split(".")[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await t.request("/api/me", { headers: { cookie: forged } })).status).toBe(401);
    expect((await t.request("/api/me", { headers: { cookie: `${name}=${token}` } })).status).toBe(401);
    expect((await t.request("/api/me", { as: user })).status).toBe(200);
  });
});
