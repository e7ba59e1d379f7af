import { useInfiniteQuery } from "@tanstack/react-query";
import { PROGRESS_PAGE_MAX } from "#shared/progress";
import type { ProgressEntry, ProgressHistory } from "#shared/schemas/progress";
import { api, unwrap } from "#web/lib/api-client";
import { progressKeys } from "./progress-keys";

const PAGE_SIZE = 50;

export function getProgressHistory(projectId: string, cursor?: string, limit = PAGE_SIZE): Promise<ProgressHistory> {
  return unwrap(
    api.projects[":id"].progress.$get({
      param: { id: projectId },
      query: { cursor, limit: String(limit) },
    }),
  );
}

/** The whole history (for the report and the CSV), newest first, page by page. */
export async function getFullProgressHistory(projectId: string): Promise<ProgressHistory> {
  let page = await getProgressHistory(projectId, undefined, PROGRESS_PAGE_MAX);
  const items: ProgressEntry[] = [...page.items];
  while (page.nextCursor) {
    page = await getProgressHistory(projectId, page.nextCursor, PROGRESS_PAGE_MAX);
    items.push(...page.items);
  }
  return { items, nextCursor: null, summary: page.summary };
}

/** The history a page at a time, newest first; `summary` totals the whole history. */
export function useProgressHistory(projectId: string) {
  return useInfiniteQuery({
    queryKey: progressKeys.history(projectId),
    queryFn: ({ pageParam }) => getProgressHistory(projectId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
