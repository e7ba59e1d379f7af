/**
 * The front end (build/client, and build/server, which renders the platform's pages) is built from
 * the sources below. `npm run build` records their fingerprint beside the build; `npm start` builds
 * again when today's sources no longer match it. Without this, an upgrade that kept an old build/
 * served the old pages beside the new server, whose API they may no longer fit.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { precompressAssets } from "./precompress";

/** What the build reads: the pages' code and content, static files, its configuration and the locked packages. */
const SOURCES = [
  "src/web",
  "src/shared",
  "src/content",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];
/** Tests sit beside the code but are no part of the build. */
const NOT_BUILT = /\.test\.tsx?$/;
const FINGERPRINT_FILE = path.join("build", "front-end-sources.sha256");

/** The relative paths of the files the build reads, in a fixed order. */
function sourceFiles(root: string): string[] {
  return SOURCES.flatMap((source) => {
    const full = path.join(root, source);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return [source];
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  }).sort();
}

/** A hash of every source file's path and content: it changes when any of them does. */
export function frontEndSourcesFingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const file of sourceFiles(root)) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

export type FrontEndBuildState = "current" | "missing" | "stale";

/** Whether build/ holds a front end, and whether it was built from the sources as they are now. */
export function frontEndBuildState(root: string): FrontEndBuildState {
  if (!fs.existsSync(path.join(root, "build", "client", "index.html"))) return "missing";
  const recorded = path.join(root, FINGERPRINT_FILE);
  if (!fs.existsSync(recorded)) return "stale";
  return fs.readFileSync(recorded, "utf8").trim() === frontEndSourcesFingerprint(root) ? "current" : "stale";
}

/**
 * Builds the front end with React Router, compresses its assets, and records what it was built
 * from. The fingerprint is taken first, so a file changed during the build makes the next start
 * build again; it is written last, so a build cut short is built again. Returns the exit status.
 */
export async function buildFrontEnd(root: string): Promise<number> {
  const fingerprint = frontEndSourcesFingerprint(root);
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    { cwd: root, stdio: "inherit" },
  );
  if (result.status !== 0) return result.status ?? 1;
  await precompressAssets(path.join(root, "build", "client", "assets"));
  fs.writeFileSync(path.join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
  return 0;
}
