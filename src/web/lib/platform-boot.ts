/**
 * The platform's pages are one client-rendered document. Without help, a visit runs as a
 * waterfall: the framework's scripts, then the page's route modules (known only once the router
 * runs), then "who is signed in?", then the page's data. The boot script written into that
 * document starts the route modules of the address being opened while the HTML is still being
 * parsed, so they arrive together with the framework, and the session request too unless the
 * document already carries it (a signed-in page's first data, see lib/first-data). It also
 * leaves the browser's time zone in a cookie, so the server can read the dashboard of the
 * visitor's own "today" into the next document.
 */
import { FIRST_DATA_ATTRIBUTE, TIME_ZONE_COOKIE } from "#shared/first-data";

/** Where the boot script leaves the session request for the first session query to take. */
const EARLY_SESSION = "__folioSession";

/** What the boot script needs of React Router's build manifest. */
export interface BootRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
}

/** One platform page: the pattern of its address and every script its route chain loads. */
export type BootPage = [pattern: string, scripts: string[]];

/** `projects/:id` under `platform` as an anchored pattern over the pathname. */
function patternFor(path: string): string {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return `^/${segments.join("/")}/?$`;
}

/**
 * Every platform page of the manifest with the scripts of its route chain (the root's are in the
 * document already). Static paths come before parameterised ones, so `projects/new` is not taken
 * for `projects/:id`.
 */
export function bootPages(routes: Record<string, BootRoute | undefined>): BootPage[] {
  const all = Object.values(routes).filter((route): route is BootRoute => route !== undefined);
  const children = new Set(all.map((route) => route.parentId));
  const chain = (route: BootRoute): BootRoute[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return parent && parent.id !== "root" ? [...chain(parent), route] : [route];
  };
  const pages: BootPage[] = [];
  for (const leaf of all) {
    if (children.has(leaf.id) || leaf.id === "root") continue;
    const routeChain = chain(leaf);
    const path = routeChain.map((route) => route.path ?? "").join("/");
    if (!/^platform(\/|$)/.test(path) || path.includes("*")) continue;
    const scripts = new Set(routeChain.flatMap((route) => [route.module, ...(route.imports ?? [])]));
    pages.push([patternFor(path), [...scripts]]);
  }
  return pages.sort(([a], [b]) => a.split("[^/]+").length - b.split("[^/]+").length);
}

/**
 * The inline script: note the time zone, start the session request unless the document carries
 * it, and preload the modules of the page at this address. Plain ES5 with no dependencies, as it
 * runs before any module, and before the body (where the first data is) has been parsed.
 */
export function bootScript(pages: BootPage[]): string {
  return `(function(){var w=window,d=document;try{d.cookie="${TIME_ZONE_COOKIE}="+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)+";path=/;max-age=31536000;samesite=lax"}catch(e){}if(!d.documentElement.hasAttribute("${FIRST_DATA_ATTRIBUTE}")){w.${EARLY_SESSION}=fetch("/api/session",{credentials:"same-origin"});w.${EARLY_SESSION}.catch(function(){})}var p=${JSON.stringify(pages)},l=location.pathname;for(var i=0;i<p.length;i++)if(new RegExp(p[i][0]).test(l)){for(var j=0;j<p[i][1].length;j++){var k=d.createElement("link");k.rel="modulepreload";k.href=p[i][1][j];d.head.appendChild(k)}break}})();`;
}

/** The session request the boot script started, once: later asks go to the network. */
export function takeEarlySession(): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const holder = window as unknown as Record<typeof EARLY_SESSION, Promise<Response> | undefined>;
  const early = holder[EARLY_SESSION];
  holder[EARLY_SESSION] = undefined;
  return early;
}
