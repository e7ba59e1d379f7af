import { PROJECT_FILTERS, PROJECT_SORTS, type ProjectFilter, type ProjectSort } from "#shared/project-list";
import { isStage, type Stage } from "#shared/stages";

/** The list's filters, kept in the URL so a reload or the back button keeps them. */
export interface ProjectListParams {
  filter: ProjectFilter;
  q: string;
  subject: string;
  level: string;
  /** The order; 'updated' (the newest change first) is the default. */
  sort: ProjectSort;
  /** Only projects in this stage (the role dashboard card's list). */
  stage?: Stage;
  /** Only projects whose team or stages name me. */
  assigned?: "me";
}

export function readListParams(search: URLSearchParams): ProjectListParams {
  const filter = oneOf(PROJECT_FILTERS, search.get("filter"));
  const stage = search.get("stage");
  const sort = oneOf(PROJECT_SORTS, search.get("sort"));
  return {
    filter: filter ?? "all",
    q: search.get("q") ?? "",
    subject: search.get("subject") ?? "",
    level: search.get("level") ?? "",
    sort: sort ?? "updated",
    ...(isStage(stage) ? { stage } : {}),
    ...(search.get("assigned") === "me" ? { assigned: "me" as const } : {}),
  };
}

/** The value if it is one of `allowed` (an address may hold anything). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** Only values that differ from the defaults go in the URL. */
export function writeListParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.filter !== "all") search.set("filter", params.filter);
  if (params.q.trim()) search.set("q", params.q);
  if (params.subject) search.set("subject", params.subject);
  if (params.level) search.set("level", params.level);
  if (params.sort !== "updated") search.set("sort", params.sort);
  if (params.stage) search.set("stage", params.stage);
  if (params.assigned) search.set("assigned", params.assigned);
  return search;
}

/** 'My Projects' for non-admins; for Admin the title follows the filter. */
export function listTitle(isAdmin: boolean, filter: ProjectFilter): string {
  if (!isAdmin) return "My Projects";
  return { all: "All Projects", mine: "My Projects", others: "Staff Projects" }[filter];
}

/**
 * Whether anything narrows the list below every project the viewer may see. A non-Admin's list is
 * always their own, so only an Admin's filter buttons narrow it.
 */
export function isNarrowed(params: ProjectListParams, isAdmin: boolean): boolean {
  return Boolean(
    params.q.trim() ||
      params.subject ||
      params.level ||
      params.stage ||
      params.assigned ||
      (isAdmin && params.filter !== "all"),
  );
}
