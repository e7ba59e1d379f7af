/**
 * The sessions as a member reads them: this device first, then the newest sign-in first, so the
 * one they are using and the ones they may not recognise are at the top of a long list.
 */
export function thisDeviceFirst<T extends { id: string; createdAt: Date | string }>(
  sessions: readonly T[],
  currentId: string | null,
): T[] {
  const newestFirst = [...sessions].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return [...newestFirst.filter((s) => s.id === currentId), ...newestFirst.filter((s) => s.id !== currentId)];
}
