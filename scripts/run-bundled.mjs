/**
 * `npm run backup` and `npm run restore`: runs the command's bundle in build/api, which `npm run
 * build` and `npm start` write beside the server's, so the command is the same build as the server
 * it backs up or restores for (decision 040). Plain JavaScript, so it starts without a loader.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const COMMANDS = ["backup", "restore"];
const [command] = process.argv.splice(2, 1);
if (!COMMANDS.includes(command)) {
  process.stderr.write(
    `Usage: node scripts/run-bundled.mjs ${COMMANDS.join("|")} [ARGS…] (npm run backup and npm run restore run it).\n`,
  );
  process.exit(2);
}
const bundle = path.resolve(import.meta.dirname, "..", "build", "api", `${command}.mjs`);
if (!fs.existsSync(bundle)) {
  process.stderr.write(
    `${path.relative(process.cwd(), bundle)} is missing: run npm run build first (npm start does it too), then npm run ${command} again.\n`,
  );
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
