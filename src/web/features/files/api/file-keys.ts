import type { FileCategory } from "#shared/schemas/files";

/** Query keys of the files feature. */
export const fileKeys = {
  all: ["files"] as const,
  repository: (category: FileCategory, search: string) => [...fileKeys.all, "repository", category, search] as const,
  sharedWithMe: () => [...fileKeys.all, "shared-with-me"] as const,
  comments: (fileId: string) => [...fileKeys.all, "comments", fileId] as const,
};
