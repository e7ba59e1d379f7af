/**
 * The page paths the server knows, mirroring src/web/app/routes.ts.
 * A path matching none of these answers HTTP 404 with the not-found page.
 */
export const PRERENDERED_PAGES = ["/", "/about", "/services", "/contact"] as const;

/** Client-rendered platform pages, answered with the SPA shell. */
const PLATFORM_PATTERNS = [
  /^\/platform\/?$/,
  /^\/platform\/login\/?$/,
  /^\/platform\/dashboard\/?$/,
  /^\/platform\/projects\/?$/,
  /^\/platform\/projects\/new\/?$/,
  /^\/platform\/projects\/[^/]+\/?$/,
  /^\/platform\/projects\/[^/]+\/edit\/?$/,
  /^\/platform\/files\/?$/,
  /^\/platform\/users\/?$/,
  /^\/platform\/enquiries\/?$/,
  /^\/platform\/board\/?$/,
  /^\/platform\/analytics\/?$/,
  /^\/platform\/activity\/?$/,
  /^\/platform\/settings\/?$/,
  /^\/platform\/account\/?$/,
  /^\/platform\/reset-password\/?$/,
];

export function isPlatformPage(pathname: string): boolean {
  return PLATFORM_PATTERNS.some((p) => p.test(pathname));
}

/** Short paths redirect into the platform. /projects/{id} keeps its id, as in-app links rely on it. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/dashboard") return "/platform/dashboard";
  if (path === "/files") return "/platform/files";
  if (path === "/users") return "/platform/users";
  if (path === "/projects") return "/platform/projects";
  if (path.startsWith("/projects/")) return `/platform${path}`;
  return undefined;
}
