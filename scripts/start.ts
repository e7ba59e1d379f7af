/**
 * `npm start`: builds the front end first if no build exists, then runs the
 * server in this same process (so the pid npm reports is the server's).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!fs.existsSync(path.join(root, "build", "client", "index.html"))) {
  process.stderr.write("No build found: building the front end first (about a minute)…\n");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("#server/main");
