/** Query keys of the sharing feature. */
export const shareKeys = {
  all: ["shares"] as const,
  mine: () => [...shareKeys.all, "mine"] as const,
};

/** The staff directory (the user picker); the same key wherever the directory is read. */
export const directoryQueryKey = ["users", "directory"] as const;
