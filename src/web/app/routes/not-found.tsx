import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { site } from "#content/index";
import { EnhancementScript } from "#web/features/site/components/enhancement-script";
import { SiteFooter } from "#web/features/site/components/site-footer";
import { SiteHeader } from "#web/features/site/components/site-header";
import type { Route } from "./+types/not-found";
import headerScript from "./site/scripts/site-header.ts?worker&url";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * Any unmatched path. Prerendered at /404, which the server sends with HTTP 404 for
 * unknown paths. Unlike the marketing pages this one hydrates, because it is also the platform's
 * client-side catch-all, and the unmatched path is logged from the client either way.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page matches", pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <EnhancementScript src={headerScript} />
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-24">
        <div className="text-center">
          <h1 className="text-6xl font-bold text-brand-900">404</h1>
          <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
          <Link
            to="/"
            className="mt-8 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600"
          >
            Return to Home
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
