/** `node --import tsx scripts/build-server.ts`: writes build/api/main.mjs (see scripts/lib/server-bundle.ts). */
import { bundleServer } from "./lib/server-bundle";

process.stdout.write(`server bundled into ${await bundleServer()}\n`);
