import { useEffect } from "react";
import { matchRoutes, type RouteObject } from "react-router";

/**
 * React Router loads a page's code the first time the page is opened. Offline, that load fails, and
 * the router then reloads the whole document to recover, which offline shows the browser's error
 * page instead of the app: whatever was on screen is gone. So while the browser is offline, a link
 * to a page whose code is not loaded yet is not followed; the page stays and says why. Pages already
 * opened in this visit still open (their data from the cache, or a "could not be loaded" with Retry).
 */

declare global {
  interface Window {
    /** React Router's router and its loaded route modules (by route id), which it keeps on window. */
    __reactRouterDataRouter?: { routes: RouteObject[] };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

export const OFFLINE_PAGE_MESSAGE =
  "You are offline, so this page cannot be opened yet. Check your connection, then try again.";

/** Whether the page at `pathname` can be drawn without fetching code: every route it needs is loaded. */
function pageCodeIsLoaded(pathname: string): boolean {
  const router = window.__reactRouterDataRouter;
  const loaded = window.__reactRouterRouteModules;
  // Not the router this was written for: leave the link to it.
  if (!router || !loaded) return true;
  const matches = matchRoutes(router.routes, pathname);
  return !matches || matches.every(({ route }) => route.id !== undefined && route.id in loaded);
}

/** The in-app address a plain left click on a link would open, or null for anything else. */
function inAppDestination(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/** While mounted: offline, a click on a link to a page whose code is not loaded calls `onRefused` instead. */
export function useOfflineNavigationGuard(onRefused: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine !== false) return;
      const destination = inAppDestination(event);
      if (!destination || pageCodeIsLoaded(destination.pathname)) return;
      // In the capture phase, before React Router's link handler, which leaves a prevented click alone.
      event.preventDefault();
      onRefused();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [onRefused]);
}
