import { Outlet } from "react-router";
import { EnhancementScript } from "#web/features/site/components/enhancement-script";
import { SiteFooter } from "#web/features/site/components/site-footer";
import { SiteHeader } from "#web/features/site/components/site-header";
import headerScript from "./scripts/site-header.ts?worker&url";

/**
 * The public pages are complete in their prerendered HTML and need no React on the client: the
 * root layout leaves out the framework scripts for routes whose handle says `hydrate: false`
 *. Each page instead loads small enhancement scripts from ./scripts,
 * imported with `?worker&url` because Vite's worker pipeline is the one way for a route module to
 * get a separately bundled, hashed script URL (its IIFE output runs fine as a page script), and
 * loaded after the page's load event by EnhancementScript.
 */
export const handle = { hydrate: false };

export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <EnhancementScript src={headerScript} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
