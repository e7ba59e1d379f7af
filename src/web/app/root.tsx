// First: zod must be told not to probe `new Function` before any schema is built (strict CSP).
import "#web/lib/zod-jitless";
import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import { Toaster } from "sonner";
import { bootPages, bootScript } from "#web/lib/platform-boot";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Routes whose handle says `hydrate: false` (the public site) are complete as
 * prerendered HTML: their documents ship without the framework scripts, only the
 * small enhancement scripts the pages add themselves.
 */
function useHydrates(): boolean {
  // The SPA fallback (the platform's shell document) always hydrates, whatever "/" matches.
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  const matches = useMatches();
  // In the browser the app is already running (a client-side visit from the platform): keep its scripts.
  const inBrowser = typeof document !== "undefined";
  return (
    inBrowser ||
    isSpaFallback ||
    !matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
  );
}

/**
 * In the platform's document only: the boot script that starts the session request and the
 * page's route modules while the HTML is parsed (see lib/platform-boot).
 */
function PlatformBoot() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework?.isSpaMode) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from the build manifest; the CSP allows it by its hash.
  return <script dangerouslySetInnerHTML={{ __html: bootScript(bootPages(framework.manifest.routes)) }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useHydrates();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b3a8c" />
        <PlatformBoot />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrates && <ScrollRestoration />}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      {/* In the root so a toast survives navigation between the platform and the site (e.g. 'Logged Out'). */}
      {/* Bottom-right, away from the page header's actions; a phone shows it full-width at the bottom. One at a time, 5 s each. */}
      <Toaster position="bottom-right" richColors closeButton duration={5000} visibleToasts={1} />
    </>
  );
}

/** Shown while the client app loads on pages that are not prerendered (the platform). */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="text-slate-600">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">
        Please reload the page. If the problem continues, contact your administrator.
      </p>
      <a className="mt-4 inline-block text-brand-700 underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
