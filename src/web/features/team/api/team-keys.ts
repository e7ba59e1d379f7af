/** Query keys of the team feature. */
export const teamKeys = {
  all: ["team"] as const,
};
