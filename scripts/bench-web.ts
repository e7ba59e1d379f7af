/**
 * `npm run bench:web` — the performance bars for the public pages and the platform, measured in one run:
 *   - Lighthouse 12 (mobile and desktop presets, N runs each, medians) on /, /about, /services
 *     and /contact served by the real app;
 *   - the same for a static no-JavaScript copy of each page (the prerendered HTML with its scripts
 *     stripped), served from 127.0.0.1, giving the mobile LCP ratio page / static;
 *   - the gzipped JavaScript each page loads;
 *   - the platform (scripts/lib/bench-platform.ts): the login page signed out, and the dashboard,
 *     project list, a project's detail and the files page signed in as the demo Admin and the demo
 *     Writer, on the demo data.
 * Needs a build (`npm run build`). Starts the app itself on a free port with a throwaway DATA_DIR
 * holding the demo data (`seed:demo`), or measures a running one given with --url (which then needs
 * the demo accounts). Uses Debian's Chromium; never downloads a browser.
 *
 *   node --import tsx scripts/bench-web.ts [--runs 5] [--url http://127.0.0.1:3000] [--json out.json]
 *     [--pages /,/contact]   (a subset of the public pages, for quick checks; the bars need all four)
 *     [--only site|platform] (one half)
 *     [--roles Admin] [--no-desktop]   (a quicker platform run: fewer roles, the mobile preset only)
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import lighthouse, { desktopConfig } from "lighthouse";
import { envWith } from "#server/env";
import { measurePlatform, printPlatform } from "./lib/bench-platform";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLIENT_DIR = path.join(ROOT, "build", "client");
const ALL_PAGES = ["/", "/about", "/services", "/contact"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const BARS = { score: 100, lcpRatio: 1.5, jsKb: 100 };

type Preset = "mobile" | "desktop";
type Variant = "app" | "static";
interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
}
type Summary = RunResult;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    url: { type: "string" },
    json: { type: "string" },
    pages: { type: "string" },
    only: { type: "string" },
    roles: { type: "string" },
    "no-desktop": { type: "boolean", default: false },
  },
});
const MEASURE_SITE = args.only !== "platform";
const MEASURE_PLATFORM = args.only !== "site";
const RUNS = Number(args.runs);
const PAGES = args.pages ? ALL_PAGES.filter((page) => args.pages?.split(",").includes(page)) : ALL_PAGES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function pageFile(dir: string, page: string): string {
  return path.join(dir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
}

/** Script tags and module preloads removed: what a visitor without JavaScript would load. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");
}

/** A copy of build/client whose public pages carry no scripts. */
function makeStaticCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-static-"));
  fs.cpSync(CLIENT_DIR, dir, { recursive: true });
  for (const page of ALL_PAGES) {
    const file = pageFile(dir, page);
    fs.writeFileSync(file, stripScripts(fs.readFileSync(file, "utf8")));
  }
  return dir;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".txt": "text/plain",
  ".xml": "application/xml",
};

/** A tiny static server on 127.0.0.1 with gzip and the app's caching, so only the scripts differ. */
function serveStatic(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const page = ALL_PAGES.find((p) => p === pathname.replace(/\/$/, "") || (p === "/" && pathname === "/"));
    const file = page ? pageFile(dir, page) : path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end("Not found");
      return;
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (/text|javascript|svg|xml/.test(type) && /gzip/.test(String(req.headers["accept-encoding"]))) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The real app (API, CSP, compression), on a free port and a throwaway data directory holding
 * the demo data, so the platform's pages show what a house at work would see.
 */
async function startApp(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-"));
  // The embedded PostgreSQL runs as the postgres user when started as root: it must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  // Without DATABASE_URL, so the seed and the app share this throwaway embedded database.
  const env = envWith({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  delete env.DATABASE_URL;
  if (MEASURE_PLATFORM) {
    const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts"], { cwd: ROOT, env });
    if (seed.status !== 0) throw new Error(`seed:demo failed:\n${seed.stderr}`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, 60_000);
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with a DevTools port for Lighthouse; the port is read from its stderr. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "folio-chromium-"));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`], {
    stdio: ["ignore", "ignore", "pipe"],
    // A process group of its own, so stopping it stops its helper processes too.
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
  return { port, process: child, profile };
}

/**
 * Stops Chromium's whole process group, then removes its profile. A helper that outlives the
 * browser may still be writing its cache; the figures are measured by then, so a profile that
 * cannot be removed is reported, never a reason to lose them.
 */
async function stopChromium(chromium: { process: ChildProcess; profile: string }): Promise<void> {
  const { pid, exitCode } = chromium.process;
  if (pid !== undefined && exitCode === null) {
    const exited = new Promise((resolve) => chromium.process.once("exit", resolve));
    process.kill(-pid, "SIGTERM");
    await exited;
  }
  try {
    fs.rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`  Chromium's profile ${chromium.profile} was left: ${(error as Error).message}\n`);
  }
}

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function runLighthouseWithRetry(url: string, preset: Preset, port: number, attempts = 3): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, preset, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`  retrying ${url} (${preset}): ${(error as Error).message}\n`);
    }
  }
}

async function runLighthouse(url: string, preset: Preset, port: number): Promise<RunResult> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
  };
}

function summarise(runs: RunResult[]): Summary {
  const pick = (f: (r: RunResult) => number) => median(runs.map(f));
  return {
    scores: {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      "best-practices": pick((r) => r.scores["best-practices"]),
      seo: pick((r) => r.scores.seo),
    },
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
  };
}

/**
 * Every script the page's HTML names (src attributes, module preloads and the URLs its post-load
 * loader appends), gzipped the way the server sends them.
 */
async function gzippedJs(origin: string, page: string): Promise<number> {
  const html = await (await fetch(origin + page)).text();
  const urls = new Set([...html.matchAll(/(["'])(\/assets\/[^"']+\.js)\1/g)].map((m) => m[2]));
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;
  return bytes;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!fs.existsSync(pageFile(CLIENT_DIR, "/"))) throw new Error("No build found: run `npm run build` first.");
  const app = args.url ? { origin: args.url.replace(/\/$/, ""), stop: async () => {} } : await startApp();
  const staticDir = makeStaticCopy();
  const staticServer = await serveStatic(staticDir);
  const staticOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
  const chromium = await launchChromium();

  const results: Record<string, Record<Preset, Record<Variant, Summary>> & { jsBytes: number }> = {};
  let platform: Awaited<ReturnType<typeof measurePlatform>> | undefined;
  // Lighthouse's simulated figures still grow with the machine's load: it is printed with them.
  const loadAtStart = os.loadavg();
  try {
    for (const page of MEASURE_SITE ? PAGES : []) {
      const perPreset = {} as Record<Preset, Record<Variant, Summary>>;
      for (const preset of ["mobile", "desktop"] as const) {
        const perVariant = {} as Record<Variant, Summary>;
        for (const [variant, origin] of [
          ["app", app.origin],
          ["static", staticOrigin],
        ] as const) {
          const runs: RunResult[] = [];
          for (let i = 0; i < RUNS; i += 1)
            runs.push(await runLighthouseWithRetry(origin + page, preset, chromium.port));
          perVariant[variant] = summarise(runs);
          process.stderr.write(`  ${page} ${preset} ${variant}: ${RUNS} runs done\n`);
        }
        perPreset[preset] = perVariant;
      }
      results[page] = { ...perPreset, jsBytes: await gzippedJs(app.origin, page) };
    }
    if (MEASURE_PLATFORM)
      platform = await measurePlatform({
        origin: app.origin,
        chromiumPort: chromium.port,
        runs: RUNS,
        clientDir: CLIENT_DIR,
        roles: args.roles?.split(","),
        desktop: !args["no-desktop"],
      });
  } finally {
    await stopChromium(chromium);
    staticServer.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
    await app.stop();
  }

  const load = (averages: number[]) => averages.map((average) => average.toFixed(1)).join(" / ");
  console.log(`\nLoad average (1 / 5 / 15 min): ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end`);
  let failed = false;
  if (MEASURE_SITE) failed = printSite(results) || failed;
  if (platform) failed = printPlatform(platform, RUNS) || failed;

  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify({ runs: RUNS, results, platform }, null, 2)}\n`);
  console.log(failed ? "\nFAIL: at least one bar is not met." : "\nPASS: every bar is met.");
  process.exitCode = failed ? 1 : 0;
}

/** The public pages' tables; true when a bar is missed. */
function printSite(results: Record<string, Record<Preset, Record<Variant, Summary>> & { jsBytes: number }>): boolean {
  let failed = false;
  console.log(
    `\nPublic pages. Lighthouse 12, medians of ${RUNS} runs (perf / a11y / best practices / SEO; LCP and TBT in ms)\n`,
  );
  console.log(
    `${"page".padEnd(10)}${"preset".padEnd(9)}${"variant".padEnd(8)}${pad("perf", 5)}${pad("a11y", 5)}${pad("bp", 5)}${pad("seo", 5)}${pad("LCP", 7)}${pad("TBT", 6)}${pad("CLS", 7)}`,
  );
  for (const page of PAGES) {
    for (const preset of ["mobile", "desktop"] as const) {
      for (const variant of ["app", "static"] as const) {
        const s = results[page][preset][variant];
        console.log(
          `${page.padEnd(10)}${preset.padEnd(9)}${variant.padEnd(8)}${pad(s.scores.performance, 5)}${pad(s.scores.accessibility, 5)}${pad(s.scores["best-practices"], 5)}${pad(s.scores.seo, 5)}${pad(Math.round(s.lcp), 7)}${pad(Math.round(s.tbt), 6)}${pad(s.cls.toFixed(3), 7)}`,
        );
        if (variant === "app" && Object.values(s.scores).some((score) => score < BARS.score)) failed = true;
      }
    }
  }

  console.log(
    `\nMobile LCP ratio, page / static no-JS copy (bar ≤ ${BARS.lcpRatio}); gzipped JS per page (bar ≤ ${BARS.jsKb} KB)\n`,
  );
  for (const page of PAGES) {
    const ratio = results[page].mobile.app.lcp / results[page].mobile.static.lcp;
    const js = results[page].jsBytes;
    if (ratio > BARS.lcpRatio || js > BARS.jsKb * 1024) failed = true;
    console.log(`${page.padEnd(10)} LCP ratio ${ratio.toFixed(2)}   JS ${kb(js)} KB gz`);
  }
  return failed;
}

await main();
