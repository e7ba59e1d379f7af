import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_DATA_ATTRIBUTE, TIME_ZONE_COOKIE } from "#shared/first-data";
import { type BootRoute, bootPages, bootScript, takeEarlySession } from "./platform-boot";

/** The shape of React Router's manifest for the platform's part of the route table. */
const routes: Record<string, BootRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/framework.js"] },
  platform: { id: "platform", parentId: "root", path: "platform", module: "/assets/layout.js" },
  login: { id: "login", parentId: "platform", path: "login", module: "/assets/login.js" },
  shell: { id: "shell", parentId: "platform", module: "/assets/shell.js", imports: ["/assets/ui.js"] },
  dashboard: { id: "dashboard", parentId: "shell", path: "dashboard", module: "/assets/dashboard.js" },
  detail: {
    id: "detail",
    parentId: "shell",
    path: "projects/:id",
    module: "/assets/detail.js",
    imports: ["/assets/ui.js", "/assets/primitives.js"],
  },
  create: { id: "create", parentId: "shell", path: "projects/new", module: "/assets/new.js" },
  site: { id: "site", parentId: "root", path: "about", module: "/assets/about.js" },
};

const scriptsFor = (pathname: string) => bootPages(routes).find(([pattern]) => new RegExp(pattern).test(pathname))?.[1];

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("bootPages", () => {
  it("gives each platform page the modules of its whole route chain, without the root's", () => {
    expect(scriptsFor("/platform/dashboard")).toEqual([
      "/assets/layout.js",
      "/assets/shell.js",
      "/assets/ui.js",
      "/assets/dashboard.js",
    ]);
    expect(scriptsFor("/platform/login/")).toEqual(["/assets/layout.js", "/assets/login.js"]);
    expect(scriptsFor("/platform/projects/p-42")).toContain("/assets/primitives.js");
  });

  it("takes a fixed path before a parameter, and leaves the public pages out", () => {
    expect(scriptsFor("/platform/projects/new")).toContain("/assets/new.js");
    expect(scriptsFor("/platform/projects/new")).not.toContain("/assets/detail.js");
    expect(scriptsFor("/about")).toBeUndefined();
    expect(scriptsFor("/platform/projects/p-42/elsewhere")).toBeUndefined();
  });
});

describe("bootScript", () => {
  it("starts the session request and preloads the page's modules, which the first session ask then takes", async () => {
    const answer = new Response(JSON.stringify({ me: null }));
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    window.history.replaceState(null, "", "/platform/dashboard");
    new Function(bootScript(bootPages(routes)))();
    expect(fetchMock).toHaveBeenCalledWith("/api/session", { credentials: "same-origin" });
    const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(preloaded).toEqual(["/assets/layout.js", "/assets/shell.js", "/assets/ui.js", "/assets/dashboard.js"]);
    expect(await takeEarlySession()).toBe(answer);
    expect(takeEarlySession()).toBeUndefined();
  });
});

describe("bootScript with a signed-in page's first data", () => {
  it("leaves the session to the document's data, still preloads the page, and notes the time zone", () => {
    document.documentElement.setAttribute(FIRST_DATA_ATTRIBUTE, "");
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    window.history.replaceState(null, "", "/platform/dashboard");
    new Function(bootScript(bootPages(routes)))();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlySession()).toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
    document.documentElement.removeAttribute(FIRST_DATA_ATTRIBUTE);
  });
});
