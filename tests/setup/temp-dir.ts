import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAfterFile } from "./file-teardown";

/**
 * A new folder in the system's temporary folder for a server test file (files, a DATA_DIR),
 * removed after the file's last test, once what the file opened on it is closed: otherwise
 * every run would leave its folders behind.
 */
export function tempDirForFile(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  closeAfterFile(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
