import { ChevronRight } from "lucide-react";
import { Link, useLocation, useMatches } from "react-router";
import { cn } from "#web/lib/cn";
import { sectionFor } from "./nav-items";

/** A platform route names its page for the top bar with `export const handle = { crumb: "…" }`. */
export interface PageHandle {
  crumb?: string;
}

interface Crumb {
  label: string;
  to: string;
}

/** The section from the sidebar, then each matched route that names itself; the last is the current page. */
function useCrumbs(): Crumb[] {
  const { pathname } = useLocation();
  const matches = useMatches();
  const section = sectionFor(pathname);
  const crumbs: Crumb[] = section ? [{ label: section.label, to: section.to }] : [];
  for (const match of matches) {
    const crumb = (match.handle as PageHandle | undefined)?.crumb;
    if (crumb) crumbs.push({ label: crumb, to: match.pathname });
  }
  return crumbs;
}

/**
 * The top bar's breadcrumbs: where the page sits in the platform. On a phone only
 * the current page shows, so the bar keeps room for its buttons.
 */
export function Breadcrumbs() {
  const crumbs = useCrumbs();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className={cn("flex min-w-0 items-center gap-1", !last && "hidden md:flex")}>
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.to} className="truncate rounded text-slate-600 hover:text-slate-900">
                    {crumb.label}
                  </Link>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
