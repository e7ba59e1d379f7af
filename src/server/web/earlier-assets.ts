/**
 * The scripts and styles of earlier builds, kept so that a page opened before an upgrade goes on
 * working after it.
 *
 * A page loads some of its scripts only when they are first needed: a page's module when the user
 * moves to it, the form checks at the first send, the charts as they come near. It asks for them by
 * the hashed names of the build that drew it. An upgrade replaces build/client/assets, and those
 * names would answer 404: moving to another page would reload it, and a form typed before the
 * upgrade could not be sent.
 *
 * So at every start the current build's assets are copied into `<DATA_DIR>/earlier-assets/assets`,
 * and /assets/* falls back to that folder. A hashed name always holds the same bytes, so a name
 * already kept is never copied again; its time is set to now, which records that a build still
 * ships it. An asset that no build has shipped for KEEP_DAYS is removed then: no page stays open
 * that long without a reload.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "#server/lib/logger";

export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the assets are kept: served as /assets/<name> from `<dir>/assets/<name>`. */
export const earlierAssetsDir = (dataDir: string) => path.join(dataDir, "earlier-assets");

export interface KeepReport {
  kept: number;
  removed: number;
}

/**
 * Keeps the assets of the build in `clientDir` under `keepDir`, and removes those no build has
 * shipped for KEEP_DAYS. A copy is written in `<keepDir>/incoming` and then renamed, so the served
 * folder only ever holds whole files (what a crash left in `incoming` is removed at the next start).
 */
export async function keepAssets(clientDir: string, keepDir: string, now = new Date()): Promise<KeepReport> {
  const current = await fs.readdir(path.join(clientDir, "assets"));
  const keptDir = path.join(keepDir, "assets");
  const incoming = path.join(keepDir, "incoming");
  await fs.rm(incoming, { recursive: true, force: true });
  await fs.mkdir(keptDir, { recursive: true });
  await fs.mkdir(incoming, { recursive: true });

  let kept = 0;
  for (const name of current) {
    const target = path.join(keptDir, name);
    try {
      await fs.utimes(target, now, now);
    } catch {
      const partial = path.join(incoming, name);
      await fs.copyFile(path.join(clientDir, "assets", name), partial);
      await fs.utimes(partial, now, now);
      await fs.rename(partial, target);
      kept += 1;
    }
  }

  const shipped = new Set(current);
  const oldest = now.getTime() - KEEP_DAYS * DAY_MS;
  let removed = 0;
  for (const name of await fs.readdir(keptDir)) {
    if (shipped.has(name)) continue;
    const file = path.join(keptDir, name);
    if ((await fs.stat(file)).mtimeMs < oldest) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  await fs.rm(incoming, { recursive: true, force: true });
  return { kept, removed };
}

/** keepAssets in the background of a start: a failure is logged, and the start goes on. */
export function keepAssetsInBackground(clientDir: string, keepDir: string, logger: Logger): void {
  keepAssets(clientDir, keepDir).then(
    (report) => {
      if (report.kept || report.removed)
        logger.info("kept this build's assets for pages left open across an upgrade", { ...report });
    },
    (error: unknown) =>
      logger.warn("the assets of this build could not be kept for pages opened before an upgrade", {
        keepDir,
        cause: String(error),
      }),
  );
}
