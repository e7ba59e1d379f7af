/**
 * What the browser build weighs, read from the build itself (build/client): React Router's
 * manifest (`assets/manifest-*.js`) lists every route's module and the chunks it imports. Shared
 * by `bench:web` and the bundle budget test, so both measure the same files the same way: gzipped,
 * as a browser without Brotli gets them (the others get the build's Brotli files, smaller still).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The platform's JavaScript bars, in KB gzipped. */
export const BUNDLE_BARS = { loginJsKb: 150, appChunksKb: 350, lazyChunkKb: 50 };

/** The route chain the login page runs (the root, the platform layout, the login route). */
const LOGIN_ROUTES = ["root", "routes/platform/layout", "routes/platform/login"];

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface BuildManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface ScriptFile {
  file: string;
  bytes: number;
}

export interface BundleSizes {
  /** Every script the login page loads before it runs: manifest, entry, its routes and their imports. */
  login: { bytes: number; files: ScriptFile[] };
  /** Every script file of the React Router app (the public pages' enhancement scripts apart). */
  appBytes: number;
  /** The public pages' enhancement scripts: bundled on their own, loaded after the load event. */
  enhancementScripts: ScriptFile[];
  /** Every script file in build/client/assets. */
  allBytes: number;
  /** The largest script the platform's document does not load up front. */
  largestLazyChunk: ScriptFile;
}

const gzipped = (file: string) => gzipSync(fs.readFileSync(file)).length;

function readManifest(clientDir: string): { file: string; manifest: BuildManifest } {
  const files = fs.readdirSync(path.join(clientDir, "assets")).filter((entry) => /^manifest-[\w-]+\.js$/.test(entry));
  if (files.length !== 1) throw new Error(`Expected one React Router manifest in the build, found ${files.length}`);
  const file = files[0];
  const source = fs.readFileSync(path.join(clientDir, "assets", file), "utf8");
  return { file, manifest: JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) };
}

/** The files a script imports statically, followed through (chunks import chunks). */
function withStaticImports(clientDir: string, files: Iterable<string>): Set<string> {
  return reached(clientDir, files, /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g);
}

/** Every file a script names (static imports, import() and the preload lists), followed through. */
function withAllImports(clientDir: string, files: Iterable<string>): Set<string> {
  return reached(clientDir, files, /["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g);
}

function reached(clientDir: string, files: Iterable<string>, pattern: RegExp): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(path.join(clientDir, "assets", file), "utf8");
    for (const match of source.matchAll(pattern))
      if (fs.existsSync(path.join(clientDir, "assets", match[1]))) stack.push(match[1]);
  }
  return seen;
}

export function bundleSizes(clientDir: string): BundleSizes {
  const assets = path.join(clientDir, "assets");
  const { file: manifestFile, manifest } = readManifest(clientDir);
  const name = (url: string) => url.replace(/^\/assets\//, "");

  const loginFiles = withStaticImports(clientDir, [
    manifestFile,
    name(manifest.entry.module),
    ...manifest.entry.imports.map(name),
    ...LOGIN_ROUTES.flatMap((id) => {
      const route = manifest.routes[id];
      if (!route) throw new Error(`The manifest has no route ${id}`);
      return [route.module, ...(route.imports ?? [])].map(name);
    }),
  ]);
  const login = [...loginFiles].map((file) => ({ file, bytes: gzipped(path.join(assets, file)) }));

  // The app: everything the manifest's entry and routes reach, statically or by import().
  const appReached = withAllImports(clientDir, [
    manifestFile,
    name(manifest.entry.module),
    ...manifest.entry.imports.map(name),
    ...Object.values(manifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])].map(name)),
  ]);

  // What every page's document loads: the manifest, the entry and the root route with their imports
  // (a page's own route files come on top, for the address being opened).
  const root = manifest.routes.root;
  const upFront = new Set([
    manifestFile,
    ...[manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])].map(name),
  ]);
  let appBytes = 0;
  let allBytes = 0;
  const enhancementScripts: ScriptFile[] = [];
  let largestLazyChunk: ScriptFile = { file: "", bytes: 0 };
  for (const file of fs.readdirSync(assets).filter((entry) => entry.endsWith(".js"))) {
    const bytes = gzipped(path.join(assets, file));
    allBytes += bytes;
    if (appReached.has(file)) appBytes += bytes;
    else enhancementScripts.push({ file, bytes });
    if (appReached.has(file) && !upFront.has(file) && bytes > largestLazyChunk.bytes)
      largestLazyChunk = { file, bytes };
  }
  return {
    login: { bytes: login.reduce((sum, entry) => sum + entry.bytes, 0), files: login },
    appBytes,
    enhancementScripts,
    allBytes,
    largestLazyChunk,
  };
}
