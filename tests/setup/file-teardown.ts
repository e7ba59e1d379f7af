/**
 * What a server test file opened (its databases, their pools, live hubs), closed once its last
 * test is done.
 *
 * The helpers that open these are mostly called from a `beforeAll` or a test, where Vitest's own
 * `afterAll` silently does nothing: a file's hooks are gathered while it is collected, so a hook
 * added later is never run. They register here instead, and `tests/setup/server-file.ts` closes
 * everything from a hook registered while the file is collected.
 *
 * Closing matters because the files of a worker share one process: a pool, a LISTEN client or
 * a timer left open would run on under the next file (whose query counts it would change).
 */
type Close = () => unknown;

const open: Close[] = [];

/** Runs `close` after the calling file's last test (and after the file's own `afterAll` hooks). */
export function closeAfterFile(close: Close): void {
  open.push(close);
}

/** Closes what the file opened, the last opened first (a pool after the hub listening on it). */
export async function closeFileResources(): Promise<void> {
  const failures: unknown[] = [];
  for (let close = open.pop(); close; close = open.pop()) {
    try {
      await close();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, "closing the test file's resources failed");
}
