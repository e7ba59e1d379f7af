/** Register: a new objective is trimmed and ignored if empty. */
export function addObjective(objectives: readonly string[], draft: string): string[] {
  const value = draft.trim();
  return value ? [...objectives, value] : [...objectives];
}

export function removeObjective(objectives: readonly string[], index: number): string[] {
  return objectives.filter((_, i) => i !== index);
}
