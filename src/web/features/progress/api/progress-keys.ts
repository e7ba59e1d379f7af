/** Query keys of the progress feature, nested so one invalidation reaches a whole family. */
export const progressKeys = {
  all: ["progress"] as const,
  history: (projectId: string) => [...progressKeys.all, "history", projectId] as const,
  board: (today: string) => [...progressKeys.all, "board", today] as const,
};
