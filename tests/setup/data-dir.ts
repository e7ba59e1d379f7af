import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A new DATA_DIR the embedded Postgres (run as `postgres` when we are root) can enter: a copy of
 * `template` when one is given (`cp -a` keeps the `postgres` owner and the 0700 mode Postgres
 * requires of its folder), else empty, for a first start that runs initdb.
 */
export function makeDataDir(prefix: string, template?: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dataDir, 0o755);
  if (template) execFileSync("cp", ["-a", `${template}/.`, dataDir]);
  return dataDir;
}
