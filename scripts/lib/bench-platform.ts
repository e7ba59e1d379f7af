/**
 * The platform half of `npm run bench:web`: Lighthouse on the platform's pages the way the public
 * pages are measured (same Chromium, same presets, medians of the same number of runs), signed in
 * through Better Auth with the demo accounts, on the demo data.
 *
 * Per page and role it reports the mobile performance score and LCP, every request the page makes
 * until Lighthouse sees it settled (network and main thread quiet, so an upper bound on the requests
 * made before it is interactive), the gzipped JavaScript it loads, the desktop score, the console
 * errors Lighthouse saw and the failed accessibility (axe) audits. For the build (the same reading
 * as tests/e2e/bundle-budget.spec.ts): the login page's scripts, every script file of the app and
 * of the public pages' enhancement scripts, and the largest lazy chunk.
 */
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";
import { BUNDLE_BARS, type BundleSizes, bundleSizes } from "#tests/e2e/support/bundle-sizes";
import { DEMO_ACCOUNTS } from "#tests/factories/users";

export const PLATFORM_BARS = { perf: 95, lcpMs: 2500, requests: 20, ...BUNDLE_BARS };

/** The signed-in pages, as patterns; `:id` is a project the role can see. */
const SIGNED_IN_PAGES = ["/platform/dashboard", "/platform/projects", "/platform/projects/:id", "/platform/files"];
/** Admin sees everything; the Writer is the non-Admin role whose dashboard has the most on it. */
export const PLATFORM_ROLES = ["Admin", "Writer"] as const;

interface Run {
  perf: number;
  a11y: number;
  bestPractices: number;
  lcp: number;
  /** Total Blocking Time, ms: what holds the score down once the page paints early. */
  tbt: number;
  requests: number;
  jsBytes: number;
  consoleErrors: string[];
  axeFailures: string[];
  lcpPhases: string;
  /** The scripts that kept the main thread busiest (Lighthouse's `bootup-time`), for a miss. */
  busiestScripts: string;
}

export interface PlatformPageResult {
  page: string;
  who: string;
  mobile: Run;
  desktopPerf: number;
}

export interface PlatformResults {
  pages: PlatformPageResult[];
  build: BundleSizes;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in as ${email} failed (${res.status}): are the demo accounts there?`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A project this session can see, with a team when there is one, so its detail has something to show. */
async function projectFor(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/projects?limit=50`, { headers: { cookie } });
  const { items } = (await res.json()) as { items: { id: string; stage_assignee: unknown }[] };
  const project = items.find((item) => item.stage_assignee) ?? items[0];
  if (!project) throw new Error("The demo data has no project for this account");
  return project.id;
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

/**
 * The browser's cookies for the run: the session's alone, or none. The jar is set rather than a
 * Cookie header added, as Chromium sends the jar's cookies in place of such a header, and a page
 * measured before (the login page's boot script notes the browser's settings in cookies) would
 * otherwise sign the next one out. Nothing else is kept, so the server knows of the browser only
 * what the request says (its user agent), as on a first visit.
 */
async function setCookies(url: string, port: number, cookie?: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    if (!cookie) return;
    const origin = new URL(url).origin;
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: origin, httpOnly: true, sameSite: "Lax" as const };
      }),
    );
  } finally {
    await browser.close();
  }
}

async function runOnce(url: string, mobile: boolean, port: number, cookie?: string): Promise<Run> {
  await setCookies(url, port, cookie);
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    },
    mobile ? undefined : desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items = (id: string) =>
    ((audits[id]?.details as AuditDetails | undefined)?.items ?? []) as Record<string, unknown>[];
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = items("network-requests");
  const axeFailures = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  // The LCP element audit's second table splits LCP into TTFB, load delay, load time and render delay.
  const lcpTable = (audits["largest-contentful-paint-element"]?.details as { items?: AuditDetails[] } | undefined)
    ?.items?.[1]?.items;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bestPractices: score("best-practices"),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    requests: requests.length,
    jsBytes: requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0),
    consoleErrors: items("errors-in-console").map((item) => String(item.description ?? item.url ?? "error")),
    axeFailures,
    lcpPhases: (lcpTable ?? []).map((phase) => `${phase.phase} ${Math.round(Number(phase.timing))}`).join(", "),
    busiestScripts: items("bootup-time")
      .slice(0, 4)
      .map((item) => `${String(item.url).replace(/^.*\//, "")} ${Math.round(Number(item.scripting))}`)
      .join(", "),
  };
}

async function runWithRetry(url: string, mobile: boolean, port: number, cookie?: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, mobile, port, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  retrying ${url}: ${(error as Error).message}\n`);
    }
  }
}

/** Medians of the numbers; the union of what any run saw (an error in one run of five is still an error). */
function summarise(runs: Run[]): Run {
  const pick = (f: (run: Run) => number) => median(runs.map(f));
  const union = (f: (run: Run) => string[]) => [...new Set(runs.flatMap(f))];
  const medianLcp = pick((run) => run.lcp);
  return {
    perf: pick((run) => run.perf),
    a11y: pick((run) => run.a11y),
    bestPractices: pick((run) => run.bestPractices),
    lcp: medianLcp,
    tbt: pick((run) => run.tbt),
    requests: pick((run) => run.requests),
    jsBytes: pick((run) => run.jsBytes),
    consoleErrors: union((run) => run.consoleErrors),
    axeFailures: union((run) => run.axeFailures),
    lcpPhases: runs.reduce((a, b) => (Math.abs(b.lcp - medianLcp) < Math.abs(a.lcp - medianLcp) ? b : a)).lcpPhases,
    busiestScripts: runs[0].busiestScripts,
  };
}

export async function measurePlatform({
  origin,
  chromiumPort,
  runs,
  clientDir,
  roles = PLATFORM_ROLES,
  desktop = true,
}: {
  origin: string;
  chromiumPort: number;
  runs: number;
  clientDir: string;
  /** The roles to sign in as (a subset for a quick check). */
  roles?: readonly string[];
  /** Whether to run the desktop preset too (only the mobile preset has bars). */
  desktop?: boolean;
}): Promise<PlatformResults> {
  const targets: { page: string; who: string; url: string; cookie?: string }[] = [
    { page: "/platform/login", who: "signed out", url: `${origin}/platform/login` },
  ];
  for (const role of roles) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`No demo ${role}`);
    const cookie = await signIn(origin, account.email, account.password);
    const id = await projectFor(origin, cookie);
    for (const page of SIGNED_IN_PAGES)
      targets.push({ page, who: role, url: `${origin}${page.replace(":id", id)}`, cookie });
  }
  const pages: PlatformPageResult[] = [];
  for (const target of targets) {
    const mobileRuns: Run[] = [];
    const desktopRuns: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      mobileRuns.push(await runWithRetry(target.url, true, chromiumPort, target.cookie));
      if (desktop) desktopRuns.push(await runWithRetry(target.url, false, chromiumPort, target.cookie));
    }
    pages.push({
      page: target.page,
      who: target.who,
      mobile: summarise(mobileRuns),
      desktopPerf: desktop ? median(desktopRuns.map((run) => run.perf)) : Number.NaN,
    });
    process.stderr.write(`  ${target.page} (${target.who}): ${runs} runs per preset done\n`);
  }
  return { pages, build: bundleSizes(clientDir) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints the platform table and each missed bar with what was measured; true when a bar is missed. */
export function printPlatform(results: PlatformResults, runs: number): boolean {
  const misses: string[] = [];
  console.log(
    `\nPlatform. Lighthouse 12, medians of ${runs} runs; requests = every request until the page settled (≥ those before it is interactive)\n`,
  );
  console.log(
    "| Page | Who | Mobile perf | Mobile LCP | Mobile TBT | Requests | JS gz | Desktop perf | A11y | Best practices | Console errors | axe failures |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, who, mobile, desktopPerf } of results.pages) {
    console.log(
      `| ${page} | ${who} | ${mobile.perf} | ${(mobile.lcp / 1000).toFixed(2)} s | ${Math.round(mobile.tbt)} ms | ${mobile.requests} | ${kb(mobile.jsBytes)} KB | ${Number.isNaN(desktopPerf) ? "—" : desktopPerf} | ${mobile.a11y} | ${mobile.bestPractices} | ${mobile.consoleErrors.length} | ${mobile.axeFailures.length} |`,
    );
    const where = `${page} (${who})`;
    if (mobile.perf < PLATFORM_BARS.perf)
      misses.push(
        `${where}: mobile perf ${mobile.perf} < ${PLATFORM_BARS.perf}; TBT ${Math.round(mobile.tbt)} ms; LCP phases (ms): ${mobile.lcpPhases}; main-thread scripting (ms, 4× CPU): ${mobile.busiestScripts}`,
      );
    if (mobile.lcp > PLATFORM_BARS.lcpMs)
      misses.push(
        `${where}: mobile LCP ${Math.round(mobile.lcp)} ms > ${PLATFORM_BARS.lcpMs}; phases (ms): ${mobile.lcpPhases}`,
      );
    if (mobile.requests > PLATFORM_BARS.requests)
      misses.push(`${where}: ${mobile.requests} requests > ${PLATFORM_BARS.requests}`);
    // The login page's JavaScript bar is checked on the build below: the transfer Lighthouse counts
    // here adds each script response's HTTP headers (about 0.8 KB a file), which are not JavaScript.
    for (const error of mobile.consoleErrors) misses.push(`${where}: console error: ${error}`);
    for (const audit of mobile.axeFailures) misses.push(`${where}: accessibility audit failed: ${audit}`);
  }
  const { login, appBytes, enhancementScripts, allBytes, largestLazyChunk } = results.build;
  const enhancementBytes = enhancementScripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `\nThe login page's scripts in the build: ${kb(login.bytes)} KB gz (bar ≤ ${PLATFORM_BARS.loginJsKb} KB): ${login.files.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(", ")}`,
  );
  console.log(`Every script file of the app: ${kb(appBytes)} KB gz (bar ≤ ${PLATFORM_BARS.appChunksKb} KB)`);
  console.log(
    `The public pages' enhancement scripts, bundled apart: ${kb(enhancementBytes)} KB gz (${enhancementScripts.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(", ")})`,
  );
  console.log(
    `All script files of the build, both together: ${kb(allBytes)} KB gz (bar ≤ ${PLATFORM_BARS.appChunksKb} KB)`,
  );
  console.log(
    `Largest lazy chunk: ${largestLazyChunk.file} ${kb(largestLazyChunk.bytes)} KB gz (bar ≤ ${PLATFORM_BARS.lazyChunkKb} KB)`,
  );
  if (login.bytes > PLATFORM_BARS.loginJsKb * 1024)
    misses.push(`the login page's scripts ${kb(login.bytes)} KB gz > ${PLATFORM_BARS.loginJsKb} KB`);
  if (appBytes > PLATFORM_BARS.appChunksKb * 1024)
    misses.push(`the app's script files ${kb(appBytes)} KB gz > ${PLATFORM_BARS.appChunksKb} KB`);
  if (allBytes > PLATFORM_BARS.appChunksKb * 1024)
    misses.push(
      `all script files with the public pages' enhancement scripts ${kb(allBytes)} KB gz > ${PLATFORM_BARS.appChunksKb} KB (the contact validator carries its own zod)`,
    );
  if (largestLazyChunk.bytes > PLATFORM_BARS.lazyChunkKb * 1024)
    misses.push(
      `lazy chunk ${largestLazyChunk.file} ${kb(largestLazyChunk.bytes)} KB gz > ${PLATFORM_BARS.lazyChunkKb} KB`,
    );
  if (misses.length > 0) console.log(`\nPlatform bars missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
  return misses.length > 0;
}
