/**
 * `npm start`'s first step (npm runs it as `prestart`): builds the front end if no build exists,
 * and bundles the server every time, which takes well under a second, so the server that starts
 * is always this checkout's. `npm start` then execs node on build/api/main.mjs, replacing the shell
 * npm starts it in: npm passes SIGTERM and SIGINT to its child, which is then the server itself (a
 * shell would die of them and leave the server running).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bundleServer } from "./lib/server-bundle";

const root = path.resolve(import.meta.dirname, "..");
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
await bundleServer();
