import { type ProjectFilter, type ProjectSort, projectFilterSchema, projectSortSchema } from "#shared/schemas/project";
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
  const filter = projectFilterSchema.safeParse(search.get("filter"));
  const stage = search.get("stage");
  const sort = projectSortSchema.safeParse(search.get("sort"));
  return {
    filter: filter.success ? filter.data : "all",
    q: search.get("q") ?? "",
    subject: search.get("subject") ?? "",
    level: search.get("level") ?? "",
    sort: sort.success ? sort.data : "updated",
    ...(isStage(stage) ? { stage } : {}),
    ...(search.get("assigned") === "me" ? { assigned: "me" as const } : {}),
  };
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
