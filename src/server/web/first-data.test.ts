/**
 * A signed-in platform page's document carries the page's first data, read through the API's own
 * routes as the visitor, and is drawn from it; a signed-out visitor's document carries nothing and
 * is drawn from no one's data. The live stream, opened from the document's mark, sends what
 * changed after the data was read, and asks for no refetch.
 *
 * The drawing itself is the web app's server build (tests/e2e/server-rendering.spec.ts covers it);
 * here a stand-in draws a document the way it does, and tells what it was given.
 */

import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { createLogger } from "#server/lib/logger";
import {
  answerKey,
  FIRST_DATA_ELEMENT_ID,
  type FirstData,
  type PlatformRenderContext,
  TIME_ZONE_COOKIE,
} from "#shared/first-data";
import { createProject } from "#tests/factories/projects";
import { closeAfterFile } from "#tests/setup/file-teardown";
import { openEventStream } from "#tests/setup/sse-client";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { visitorRenderSettings, visitorToday } from "./first-data";
import type { RenderPlatformPage } from "./pages";

/** What the stand-in renderer was given, request by request. */
const renders: PlatformRenderContext[] = [];

/**
 * Draws a document as the server build does: inline scripts with the request's nonce, the page
 * drawn from the answers it takes (here, the session's name), and hands back the first data the
 * document must carry.
 */
const renderPlatformPage: RenderPlatformPage = async (_request, context) => {
  renders.push(context);
  const session = context.firstData?.answers[answerKey("/api/session")] as
    | { me: { user: { full_name: string } } }
    | undefined;
  const heading = session ? `Welcome, ${session.me.user.full_name}` : "Loading…";
  if (context.firstData) context.rendered = { ...context.firstData, queries: { drawnWith: heading } };
  const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script nonce="${context.nonce}">window.boot=1</script></head><body><h1>${heading}</h1><script nonce="${context.nonce}">import("/assets/entry.js")</script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html" } });
};

let t: TestApp;
let app: ReturnType<typeof createApp>;
let admin: TestUser;
let writer: TestUser;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-first-data-"));
  closeAfterFile(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const deps = { env: t.env, db: t.db, auth: t.auth, logger: createLogger("silent"), liveHub: t.liveHub };
  app = createApp(deps, { clientDir, renderPlatformPage });
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wren Writer" });
  baseUrl = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = (url: string, user?: TestUser, extraCookie = "") =>
  app.request(url, { headers: user ? { cookie: `${user.cookie}${extraCookie}` } : {} });

/** The first data block of a document, or null when it carries none. */
function firstDataOf(html: string): FirstData | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as FirstData) : null;
}

describe("a signed-in platform page's document", () => {
  it("is drawn from the viewer's session and the page's data, carries them, is never stored, and allows only its own scripts", async () => {
    const res = await page("/platform/dashboard", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(`<h1>Welcome, ${admin.name}</h1>`);
    // Scripts only from the origin or with this request's nonce, which the document's scripts carry;
    // no hash, no unsafe-inline, and a new nonce for every request. The JSON block is data and needs none.
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
    expect(csp.split("; ").find((directive) => directive.startsWith("script-src"))).toBe(
      `script-src 'self' 'nonce-${nonce}'`,
    );
    expect(html).toContain(`<script nonce="${nonce}">`);
    const again = await page("/platform/dashboard", admin);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
    // After the scripts, so it never delays them; the boot script in the head learns of it from <html>.
    expect(html).toMatch(/^<!DOCTYPE html><html data-first-data lang="en">/);
    expect(html.indexOf(FIRST_DATA_ELEMENT_ID)).toBeGreaterThan(html.indexOf("import("));
    const data = firstDataOf(html);
    // What the drawing handed back (its data cache), and how it drew: the browser draws the same.
    expect(data?.queries).toEqual({ drawnWith: `Welcome, ${admin.name}` });
    expect(data?.render).toEqual({
      locale: "en-US",
      timeZone: "UTC",
      phone: false,
      sidebarExpanded: true,
      drawnAt: expect.any(Number),
    });
    // Drawn just now: the moment its relative times count from.
    expect(Math.abs(Date.now() - (data?.render?.drawnAt ?? 0))).toBeLessThan(60_000);
    expect(data?.answers[answerKey("/api/session")]).toMatchObject({
      me: { user: { email: admin.email }, role: "Admin" },
    });
    const today = visitorToday("");
    for (const path of [`/api/dashboard?today=${today}`, `/api/dashboard/admin?today=${today}`, "/api/notifications"]) {
      const own = await t.request(path, { as: admin });
      expect(data?.answers[answerKey(path)], path).toEqual(await own.json());
    }
    expect(data?.liveSince).toMatch(/^[0-9a-f]{12}\.\d+$/);
  });

  it("answers only what the API would answer the viewer: no Admin panel for a Writer, no project they may not see", async () => {
    const hidden = await createProject(t.db, { createdBy: admin.id });
    const dashboard = firstDataOf(await (await page("/platform/dashboard", writer)).text());
    const keys = Object.keys(dashboard?.answers ?? {});
    expect(keys).toContain(answerKey(`/api/dashboard?today=${visitorToday("")}`));
    expect(keys.some((key) => key.startsWith("/api/dashboard/admin"))).toBe(false);

    const detail = firstDataOf(await (await page(`/platform/projects/${hidden.id}`, writer)).text());
    expect(detail).not.toBeNull();
    expect(Object.keys(detail?.answers ?? {}).some((key) => key.includes(hidden.id))).toBe(false);
    const own = firstDataOf(await (await page(`/platform/projects/${hidden.id}`, admin)).text());
    expect(own?.answers[answerKey(`/api/projects/${hidden.id}`)]).toMatchObject({ id: hidden.id });
  });

  it("reads the dashboard of the visitor's own day, from the time zone their browser left", async () => {
    const now = new Date("2026-03-01T23:30:00Z");
    expect(visitorToday(`${TIME_ZONE_COOKIE}=Asia%2FTokyo`, now)).toBe("2026-03-02");
    expect(visitorToday(`${TIME_ZONE_COOKIE}=America%2FNew_York`, now)).toBe("2026-03-01");
    expect(visitorToday(`${TIME_ZONE_COOKIE}=Not%2FA_Zone`, now)).toBe("2026-03-01");
    const zone = "Pacific/Kiritimati"; // UTC+14: its day is rarely UTC's.
    const html = await (
      await page("/platform/dashboard", admin, `; ${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)
    ).text();
    const day = visitorToday(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
    expect(Object.keys(firstDataOf(html)?.answers ?? {})).toContain(answerKey(`/api/dashboard?today=${day}`));
  });

  it("reads the files list the address names: its tab and its search", async () => {
    const html = await (await page("/platform/files?category=illustrations&q=kite", admin)).text();
    expect(Object.keys(firstDataOf(html)?.answers ?? {})).toContain(
      answerKey("/api/files?category=illustrations&q=kite&limit=50"),
    );
  });

  it("keeps user text inside the JSON block and names the list's first cover for preloading", async () => {
    const title = `</script><script>alert("x")</script> <!-- & $' $& \u2028`;
    const project = await createProject(t.db, { createdBy: admin.id, title, coverImage: "covers/first.png" });
    const html = await (await page("/platform/projects", admin)).text();
    expect(html).not.toContain("<script>alert");
    const list = firstDataOf(html)?.answers[answerKey("/api/projects?filter=all")] as { items: { title: string }[] };
    expect(list.items[0].title).toBe(title);
    expect(html).toContain(
      `<link rel="preload" as="image" href="/api/projects/${project.id}/cover" fetchpriority="high">`,
    );
  });
});

describe("a signed-out visitor's platform document", () => {
  it("is drawn from no one's data, inlines nothing and may be revalidated from a cache, with or without a stale cookie", async () => {
    for (const headers of [{}, { cookie: "better-auth.session_token=not-a-session" }] as Record<string, string>[]) {
      renders.length = 0;
      const res = await app.request("/platform/dashboard", { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(renders).toHaveLength(1);
      expect(renders[0].firstData).toBeUndefined();
      const html = await res.text();
      expect(html).toContain("<h1>Loading…</h1>");
      expect(html).not.toContain(FIRST_DATA_ELEMENT_ID);
      expect(res.headers.get("content-security-policy")).toContain(`'nonce-${renders[0].nonce}'`);
    }
  });
});

describe("how the server draws a visitor's page", () => {
  const drawnAt = Date.parse("2026-11-27T09:00:00Z");
  const settings = (headers: Record<string, string>) => visitorRenderSettings(new Headers(headers), drawnAt);

  it("takes what the visitor's browser left in cookies, and checks it", () => {
    expect(
      settings({
        cookie: "folio_locale=de-DE; folio_tz=Europe%2FBerlin; folio_phone=1; sidebar_state=false",
        "user-agent": "Desktop",
      }),
    ).toEqual({ locale: "de-DE", timeZone: "Europe/Berlin", phone: true, sidebarExpanded: false, drawnAt });
    expect(settings({ cookie: "folio_locale=%%; folio_tz=Not%2FA_Zone; folio_phone=yes" })).toEqual({
      locale: "en-US",
      timeZone: "UTC",
      phone: false,
      sidebarExpanded: true,
      drawnAt,
    });
  });

  it("guesses from the request without cookies: its first language, and a phone by its hint or user agent", () => {
    expect(settings({ "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" }).locale).toBe("fr-CA");
    expect(settings({ "sec-ch-ua-mobile": "?1" }).phone).toBe(true);
    expect(settings({ "sec-ch-ua-mobile": "?0", "user-agent": "Mobile Safari" }).phone).toBe(false);
    expect(settings({ "user-agent": "Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1" }).phone).toBe(true);
  });
});

describe("the live stream opened from a document's mark", () => {
  it("sends the changes made after the data was read, then a ready that asks for no refetch", async () => {
    const project = await createProject(t.db, { createdBy: admin.id });
    const data = firstDataOf(await (await page(`/platform/projects/${project.id}`, admin)).text());
    const since = data?.liveSince ?? "";
    // Another tab's stream shows when the server has received the change.
    const otherTab = openEventStream(`${baseUrl}/api/events`, admin.cookie);
    await otherTab.ready;
    // A change committed after the document's data was read, before the page's stream opens.
    const res = await t.request(`/api/projects/${project.id}/comments`, { as: admin, body: { content: "Meanwhile" } });
    expect(res.status).toBe(201);
    await otherTab.waitFor((event) => event.event === "change" && JSON.parse(event.data).projectId === project.id);
    otherTab.close();
    const stream = openEventStream(`${baseUrl}/api/events?since=${encodeURIComponent(since)}`, admin.cookie);
    try {
      const ready = await stream.waitFor((event) => event.event === "ready");
      const before = stream.events.slice(0, stream.events.indexOf(ready));
      expect(before.map((event) => JSON.parse(event.data))).toContainEqual({ type: "project", projectId: project.id });
      expect(JSON.parse(ready.data)).toEqual({ resync: false });
    } finally {
      stream.close();
    }
  });

  it("asks for a full refetch when it cannot tell what was missed: no mark, or one it does not know", async () => {
    for (const query of ["", "?since=ffffffffffff.1", "?since=garbage"]) {
      const stream = openEventStream(`${baseUrl}/api/events${query}`, admin.cookie);
      try {
        const ready = await stream.waitFor((event) => event.event === "ready");
        expect(JSON.parse(ready.data), query).toEqual({ resync: true });
      } finally {
        stream.close();
      }
    }
  });
});
