/** The project list's filters and orders; the list page reads them from its address without zod. */
export const PROJECT_FILTERS = ["all", "mine", "others"] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/**
 * The list's orders: the newest change first (the default), the nearest deadline first (none
 * last), or by title from A to Z.
 */
export const PROJECT_SORTS = ["updated", "deadline", "title"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The longest search the list takes; the search boxes stop there. */
export const PROJECT_SEARCH_MAX = 200;
