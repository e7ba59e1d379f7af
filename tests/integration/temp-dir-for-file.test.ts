import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { closeFileResources } from "#tests/setup/file-teardown";
import { tempDirForFile } from "#tests/setup/temp-dir";

it("a test file's temporary folder, with what was written in it, is gone once the file's resources are closed", async () => {
  const dir = tempDirForFile("folio-temp-dir-check-");
  fs.mkdirSync(path.join(dir, "nested"));
  fs.writeFileSync(path.join(dir, "nested", "file.txt"), "kept until the file ends");
  expect(fs.existsSync(dir)).toBe(true);
  // What the file's last hook runs (tests/setup/server-file.ts); this file opens nothing else.
  await closeFileResources();
  expect(fs.existsSync(dir)).toBe(false);
});
