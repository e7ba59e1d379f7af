import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { FileCategory } from "#shared/schemas/files";
import { api, unwrap } from "#web/lib/api-client";
import { fileKeys } from "./file-keys";

const PAGE_SIZE = 50;

export function getRepositoryFiles(category: FileCategory, search: string, cursor?: string) {
  const q = search.trim() || undefined;
  return unwrap(api.files.$get({ query: { category, q, cursor, limit: String(PAGE_SIZE) } }));
}

/** The document repository, a keyset page at a time, narrowed by a search of file and project names. */
export function useRepositoryFiles(category: FileCategory, search: string) {
  return useInfiniteQuery({
    queryKey: fileKeys.repository(category, search.trim()),
    queryFn: ({ pageParam }) => getRepositoryFiles(category, search, pageParam),
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
