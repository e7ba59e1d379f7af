import { addDays, parseISO } from "date-fns";
import { isValidIsoDate } from "#shared/dates";

/** The activity page's filters as kept in the URL: a person, a project and local calendar days. */
export interface ActivityFilters {
  actor: string;
  project: string;
  from: string;
  to: string;
}

export function readActivityFilters(search: URLSearchParams): ActivityFilters {
  const day = (key: string) => {
    const value = search.get(key) ?? "";
    return isValidIsoDate(value) ? value : "";
  };
  return { actor: search.get("actor") ?? "", project: search.get("project") ?? "", from: day("from"), to: day("to") };
}

export function writeActivityFilters(filters: ActivityFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search;
}

/**
 * The API query: the days become instants in the viewer's own time zone, from the
 * start of the first day up to (not including) the start of the day after the last.
 */
export function toApiQuery(filters: ActivityFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.actor) query.actor = filters.actor;
  if (filters.project) query.project = filters.project;
  if (filters.from) query.from = parseISO(filters.from).toISOString();
  if (filters.to) query.to = addDays(parseISO(filters.to), 1).toISOString();
  return query;
}
