/**
 * The server bundled into one file, build/api/main.mjs, which `npm start` and the tests run with
 * plain node. Run from source, node resolves and loads each of the server's modules through tsx's
 * loader hooks, which on Node 20 answer from a second thread: a start then spends about 4 CPU
 * seconds loading modules, against about 1.3 for the bundle (decision 029). Packages stay outside
 * the bundle and load from node_modules as usual; only the server's own modules are joined.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where a checkout keeps its bundled server (`npm run build` writes it). */
export const serverBundleIn = (root: string) => path.join(root, "build", "api", "main.mjs");
export const SERVER_BUNDLE = serverBundleIn(ROOT);

/**
 * Bundles src/server/main.ts. Each file is written under a temporary name and then renamed, so a
 * server starting while the tests or a build write the bundle again reads a whole file, old or new.
 * It takes well under a second, so whoever runs the server bundles it first and never runs a stale copy.
 */
export async function bundleServer(outfile = SERVER_BUNDLE): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, "src", "server", "main.ts")],
    outfile,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    // Stack traces name the source files with NODE_OPTIONS=--enable-source-maps.
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return outfile;
}
