import fs from "node:fs";
import path from "node:path";

/**
 * The install's root: the nearest folder above this module that holds package.json. Found by
 * walking up rather than by a fixed "../..", because the same code runs from src/ (development,
 * tests of modules) and bundled into one file in build/api/ (`npm start`), at different depths.
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const APP_ROOT = findAppRoot(import.meta.dirname);
