// First: zod must be told not to probe `new Function` before any schema is built (strict CSP).
import "#web/lib/zod-jitless";
import { useContext, useLayoutEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { Toaster, toast } from "sonner";
import { RouteAnnouncer } from "#web/components/route-announcer";
import { useSessionState } from "#web/lib/auth/session-ended";
import { RenderContext } from "#web/lib/render-context";
import { useToastClearance } from "#web/lib/toast-clearance";
import type { Route } from "./+types/root";
import "./app.css";

/**
 * The icon travels inside the document (public/favicon.svg, 178 bytes): one request fewer for
 * every page, which a phone pays on each first visit.
 */
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1b3a8c"/><path d="M9 8h13v3.2h-9.3v3.6h8v3.2h-8V24H9z" fill="#fff"/></svg>',
  );

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON, type: "image/svg+xml" }];

/**
 * Routes whose handle says `hydrate: false` (the public site) are complete as
 * prerendered HTML: their documents ship without the framework scripts, only the
 * small enhancement scripts the pages add themselves.
 */
function useHydrates(): boolean {
  const matches = useMatches();
  // In the browser the app is already running (a client-side visit from the platform): keep its scripts.
  const inBrowser = typeof document !== "undefined";
  return inBrowser || !matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

/** Whether the page at this address is one of the platform's (rendered per request, then hydrated). */
function useIsPlatformPage(): boolean {
  return useMatches().some((match) => match.id.startsWith("routes/platform/"));
}

/**
 * In a platform page's document only: the boot script that notes the browser's settings for the
 * server and starts the session request when the document does not carry it (see lib/platform-boot).
 */
function PlatformBoot() {
  const { nonce, bootScript = "" } = useContext(RenderContext);
  if (!useIsPlatformPage()) return null;
  // In the browser the script has run already (its text is empty there); React keeps the element the server sent.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own fixed script; the CSP allows it by the document's nonce.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useHydrates();
  const { nonce } = useContext(RenderContext);
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
        {hydrates && <ScrollRestoration nonce={nonce} />}
        {hydrates && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
      <Toasts />
    </>
  );
}

/**
 * In the root so a toast survives navigation between the platform and the site (e.g. 'Logged Out').
 * Bottom-right, away from the page header's actions; a phone shows it full-width at the bottom, with
 * room made below the page so the toast hides none of it. One at a time, 5 s each. While the session-ended dialog asks the member to sign in again, the refused
 * request's own error toast would only repeat it beside the dialog, so toasts wait for the session.
 */
function Toasts() {
  const { ended } = useSessionState();
  useToastClearance();
  // What was raised meanwhile is dropped as the session comes back: the toaster shows every toast
  // still active when it mounts. A layout effect's cleanup runs before the toaster's mount effect.
  useLayoutEffect(() => (ended ? () => void toast.dismiss() : undefined), [ended]);
  if (ended) return null;
  return <Toaster position="bottom-right" richColors closeButton duration={5000} visibleToasts={1} />;
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
