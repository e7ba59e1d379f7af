import { useInfiniteQuery } from "@tanstack/react-query";
import type { FileCategory } from "#shared/schemas/files";
import { api, unwrap } from "#web/lib/api-client";
import { fileKeys } from "./file-keys";

const PAGE_SIZE = 50;

export function getRepositoryFiles(category: FileCategory, cursor?: string) {
  return unwrap(api.files.$get({ query: { category, cursor, limit: String(PAGE_SIZE) } }));
}

/** The document repository, a keyset page at a time. */
export function useRepositoryFiles(category: FileCategory) {
  return useInfiniteQuery({
    queryKey: fileKeys.repository(category),
    queryFn: ({ pageParam }) => getRepositoryFiles(category, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
