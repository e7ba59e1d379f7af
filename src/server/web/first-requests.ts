import { can } from "#shared/permissions";
import { ASSIGNABLE_ROLES, type RoleOrUser } from "#shared/roles";

/** What a page's first requests depend on besides its address. */
export interface FirstRequestContext {
  role: RoleOrUser;
  /** The visitor's calendar date, in their time zone. */
  today: string;
}

/** Requests that stay exactly as the page's data hooks build them (`tests/e2e/first-data.spec.ts` checks that). */
const PROJECT_LIST_PARAMS = ["q", "subject", "level", "sort", "stage", "assigned"] as const;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A path segment as the router reads it; one that is not valid percent-encoding stays as sent. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The project list's request for the list's address: the page's own filters, as the list sends them. */
function projectListRequest(search: URLSearchParams, role: RoleOrUser): string {
  const query: Record<string, string | undefined> = {};
  // Only an Admin chooses between all, mine and staff projects; the list always says which.
  if (role === "Admin") query.filter = search.get("filter") ?? "all";
  for (const name of PROJECT_LIST_PARAMS) {
    const value = search.get(name)?.trim();
    // The list leaves defaults out of its request ('updated' is the default order).
    if (value && !(name === "sort" && value === "updated")) query[name] = value;
  }
  return withQuery("/api/projects", query);
}

/** A page's first requests, and the one whose first row's cover is the page's largest image. */
export interface FirstRequests {
  paths: string[];
  coverList?: string;
}

/**
 * The API reads a signed-in platform page makes before it first draws, by the page's address:
 * the server answers them inside the page's document. Each is the request the page's data hook
 * sends, to the letter; one that differs is only asked again by the browser, as it would be
 * without this list. Who may read what is decided by the API routes these go through, not here:
 * a request the visitor may not make is answered with its error and left out of the document.
 */
export function firstRequests(pathname: string, search: URLSearchParams, context: FirstRequestContext): FirstRequests {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const { role, today } = context;
  // Every signed-in page: the notification bell in the top bar.
  const shell = ["/api/notifications"];
  if (path === "/platform/dashboard" || path === "/platform") {
    const paths = [
      ...shell,
      withQuery("/api/dashboard", { today }),
      ...(can(role, "viewAdminDashboard") ? [withQuery("/api/dashboard/admin", { today })] : []),
      // A production role's Quick Daily Update lists the projects to post on.
      ...((ASSIGNABLE_ROLES as readonly string[]).includes(role) ? [withQuery("/api/projects", { limit: "50" })] : []),
      "/api/shares",
      "/api/shared-files",
    ];
    return { paths };
  }
  if (path === "/platform/projects") {
    const list = projectListRequest(search, role);
    return { paths: [...shell, "/api/project-facets", list], coverList: list };
  }
  if (path === "/platform/files") {
    // The tab and the search the address names, as the page asks for them.
    const category = search.get("category") === "illustrations" ? "illustrations" : "all";
    const q = search.get("q")?.trim() || undefined;
    return { paths: [...shell, withQuery("/api/files", { category, q, limit: "50" })] };
  }
  const detail = /^\/platform\/projects\/([^/]+)$/.exec(path);
  if (detail && detail[1] !== "new") {
    const id = encodeURIComponent(safeDecode(detail[1]));
    const tab = search.get("tab");
    const paths = [
      ...shell,
      `/api/projects/${id}`,
      // The Workflow tab, open unless the address names another: the history and the insights.
      ...(tab === null || tab === "workflow"
        ? [
            withQuery(`/api/projects/${id}/progress`, { limit: "50" }),
            withQuery(`/api/projects/${id}/insights`, { today }),
          ]
        : []),
    ];
    return { paths };
  }
  return { paths: shell };
}
