/**
 * `npm run screenshots`: pictures of every platform page on the demo data, at a
 * phone's width (375 px) and a laptop's (1280 px), into docs/screenshots/, so a
 * reader sees the product without running it.
 *
 * It seeds a throwaway DATA_DIR with the demo data (the `seed:demo` script), starts
 * the built app on it, signs in as the demo Admin and visits each page of the route
 * table; a page with `:id` shows a demo project. The login page is taken signed out.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { envWith } from "#server/env";
import { CHROMIUM_ARGS } from "#tests/e2e/support/chromium";
import { pageSlug, pathFor, platformPages } from "#tests/e2e/support/platform-pages";
import { DEMO_ACCOUNTS } from "#tests/factories/users";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "docs", "screenshots");
const VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited with ${result.status}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The app did not answer /api/health within two minutes");
}

/**
 * Waits until the page has its data: the app has rendered a heading (not the
 * loading fallback), no skeleton is left and no request is in flight.
 */
async function settle(page: Page): Promise<void> {
  const ready = () => !!document.querySelector("h1") && !document.querySelector(".animate-pulse");
  await page.waitForFunction(ready, undefined, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(ready, undefined, { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
}

async function signIn(context: BrowserContext, origin: string, email: string, password: string): Promise<void> {
  const res = await context.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`Sign-in failed: ${res.status()} ${await res.text()}`);
}

/** The demo project with the most to show: stages, a team and a cover when one has them. */
async function demoProjectId(context: BrowserContext, origin: string): Promise<string> {
  const res = await context.request.get(`${origin}/api/projects?limit=50`);
  const { items } = (await res.json()) as {
    items: { id: string; cover_url: string | null; stage_assignee: unknown }[];
  };
  const best = items.find((p) => p.cover_url && p.stage_assignee) ?? items.find((p) => p.stage_assignee) ?? items[0];
  if (!best) throw new Error("The demo data has no project");
  return best.id;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "build", "client", "index.html"))) {
    run([path.join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build"], envWith({}));
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-screenshots-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Without DATABASE_URL, so the seed and the app share this throwaway embedded database.
  const env = envWith({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  delete env.DATABASE_URL;
  run(["--import", "tsx", "scripts/seed-demo.ts"], env);

  const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: ROOT, env, stdio: "inherit" });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    await waitForHealth(origin, app);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "Admin");
    if (!admin) throw new Error("No demo Admin account");

    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, baseURL: origin, reducedMotion: "reduce" });
      const anonymous = await browser.newContext({ viewport, baseURL: origin, reducedMotion: "reduce" });
      await signIn(context, origin, admin.email, admin.password);
      const params = { id: await demoProjectId(context, origin) };
      for (const { pattern } of platformPages()) {
        const page = await (pattern.endsWith("/login") ? anonymous : context).newPage();
        await page.goto(pathFor(pattern, params));
        await settle(page);
        const file = path.join(OUT_DIR, `${pageSlug(pattern)}-${viewport.name}.png`);
        await page.screenshot({ path: file, animations: "disabled" });
        process.stdout.write(`${path.relative(ROOT, file)}  (${page.url().replace(origin, "")})\n`);
        await page.close();
      }
      await context.close();
      await anonymous.close();
    }
  } finally {
    await browser.close();
    app.kill("SIGTERM");
    await new Promise((resolve) => app.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
