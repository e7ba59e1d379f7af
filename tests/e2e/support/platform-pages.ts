/**
 * Every page of the platform, read from the app's route table, so a page added
 * there is visited by the overflow/axe check and the screenshots without a change
 * here. A `:param` is filled in by the caller (a demo project's id, say).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#web/app/routes";

export interface PlatformPage {
  /** The route's path pattern, e.g. '/platform/projects/:id/edit'. */
  pattern: string;
  /** The route module, for naming a screenshot. */
  file: string;
  /**
   * The page sits inside the signed-in shell (sidebar, top bar). The others (login, reset
   * password) are for signed-out visitors and send a signed-in one on to the dashboard.
   */
  inShell: boolean;
}

/** The layout route that holds every signed-in platform page. */
const SHELL_LAYOUT = "routes/platform/shell.tsx";

function collect(
  entries: readonly RouteConfigEntry[],
  base: string,
  inShell: boolean,
  into: PlatformPage[],
): PlatformPage[] {
  for (const entry of entries) {
    const path = entry.path ? `${base.replace(/\/$/, "")}/${entry.path}` : base;
    // A splat route is a catch-all, not a page of its own.
    if (entry.path?.includes("*")) continue;
    if (entry.children) collect(entry.children, path, inShell || entry.file === SHELL_LAYOUT, into);
    else if (path.startsWith("/platform")) into.push({ pattern: path, file: entry.file, inShell });
  }
  return into;
}

export function platformPages(): PlatformPage[] {
  return collect(routes, "/", false, []);
}

/** The page's address, with each `:param` replaced from `params`; throws when one is missing. */
export function pathFor(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A short file-friendly name for a page, e.g. 'projects-id-edit'. */
export function pageSlug(pattern: string): string {
  const slug = pattern
    .replace(/^\/platform\/?/, "")
    .replace(/:/g, "")
    .replace(/\//g, "-");
  return slug || "index";
}
