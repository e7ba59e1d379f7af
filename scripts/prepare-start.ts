/**
 * `npm start`'s first step (npm runs it as `prestart`): builds the front end when there is none or
 * it was built from other sources than the checkout's (an upgrade that kept build/), and bundles
 * the server every time, which takes about a second, so what starts is always this checkout's.
 * `npm start` then execs node on build/api/main.mjs, replacing the shell npm starts it in: npm
 * passes SIGTERM and SIGINT to its child, which is then the server itself (a shell would die of
 * them and leave the server running).
 */
import path from "node:path";
import { buildFrontEnd, frontEndBuildState } from "./lib/front-end-build";
import { bundleServer } from "./lib/server-bundle";

const WHY_BUILD = {
  missing: "No build found: building the front end first (about a minute)…",
  stale: "The front end in build/ was built from other sources than these: building it again (about a minute)…",
} as const;

const root = path.resolve(import.meta.dirname, "..");
const state = frontEndBuildState(root);
if (state !== "current") {
  process.stderr.write(`${WHY_BUILD[state]}\n`);
  const status = await buildFrontEnd(root);
  if (status !== 0) process.exit(status);
}
await bundleServer();
