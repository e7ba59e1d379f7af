#!/usr/bin/env node
/**
 * The npm registry reachable here serves only Linux builds of native packages, so
 * `npm install` leaves the other platforms' optional packages (biome, rollup,
 * tailwind oxide, …) out of package-lock.json, and `npm ci` then refuses the lock
 * as out of sync. This adds a lock entry for each such package, with the os/cpu/libc
 * its name declares, so npm ci skips it as it would on the public registry.
 * Run after `npm install` changes the lock: `node scripts/lockfile-platform-stubs.mjs`.
 */
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "openbsd", "openharmony", "win32", "linux", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const base = name.split("/").pop();
  const os = OS.find((o) => base.includes(`-${o}-`) || base.endsWith(`-${o}`));
  const cpu = CPU.find((c) => base.includes(`-${c}`));
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (base.includes("musl")) entry.libc = ["musl"];
  if (base.includes("wasm32-wasi")) entry.cpu = ["wasm32"];
  return entry;
}

let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const version = range.replace(/^[\^~=]/, "");
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave npm to report it
    packages[`node_modules/${dep}`] = { version, dev: pkg.dev || undefined, optional: true, ...platform };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platform-stubs: added ${added} platform entries`);
