/**
 * `npm run screenshots`: full-page pictures of the whole product on the demo data, at a
 * phone's width (375 px) and a laptop's (1280 px), into docs/screenshots/, so a reader
 * sees every page without running it.
 *
 * It seeds a throwaway DATA_DIR with the demo data (the `seed:demo` script) and starts the
 * built app on it. Then it takes:
 * - as the demo Admin, every page of the platform's route table (a page with `:id` shows a
 *   demo project), every tab of that project, and its Update Status, Share and Delete dialogs;
 * - the dashboard of every other demo role, and of a new account that has no role yet;
 * - signed out, the login page, the public site and its 404 page.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { envWith } from "#server/env";
import { CHROMIUM_ARGS } from "#tests/e2e/support/chromium";
import { pageSlug, pathFor, platformPages } from "#tests/e2e/support/platform-pages";
import { DEMO_ACCOUNTS } from "#tests/factories/users";
import { freePort, makeDataDir, waitFor } from "./lib/bench-harness";

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

/**
 * Waits until the page has its data: the app has rendered a heading (not the loading
 * fallback), no skeleton is left, and every image and font has loaded. (Network idle never
 * comes on a signed-in page: its live-update stream stays open.) The page is walked down a
 * screen at a time and back first, and any lazy image left is made eager, so images below the
 * fold load too.
 */
async function settle(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor({ timeout: 60_000 });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  // A lazy image the walk passed too quickly may never start: a full-page picture needs them all.
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) if (image.loading === "lazy") image.loading = "eager";
  });
  const loaded = () =>
    !document.querySelector('.animate-pulse, [aria-busy="true"]') &&
    Array.from(document.images).every((image) => image.complete);
  await page.waitForFunction(loaded, undefined, { timeout: 60_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
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

type Shoot = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;

/** A new account with no role, as a visitor who signs up before an Admin gives them one sees Folio. */
async function signUpWithoutRole(context: BrowserContext, origin: string): Promise<void> {
  const res = await context.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: "Nadia Haddad", email: "new.member@meridian.demo", password: "folio-new-member-demo" },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`Sign-up failed: ${res.status()} ${await res.text()}`);
}

/** Takes the page at `path`, unless it sends the visitor on to another page, which is taken under its own name. */
async function openAndShoot(page: Page, shoot: Shoot, path: string, name: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  const shown = new URL(page.url()).pathname;
  if (shown !== path) process.stdout.write(`${path} sends the visitor on to ${shown}; not taken twice\n`);
  else await shoot(page, name);
}

/** Each tab of the project's detail past the first, and each dialog its header opens. */
async function shootProjectDetail(page: Page, shoot: Shoot, projectPath: string): Promise<void> {
  for (const tab of ["Files", "Comments", "Activity"]) {
    await page.goto(projectPath);
    await settle(page);
    await page.getByRole("tab", { name: tab }).click();
    await settle(page);
    await shoot(page, `projects-id-tab-${tab.toLowerCase()}`);
  }
  const dialogs = [
    { button: "Update Status", name: "dialog-update-status" },
    { button: "Share Project", name: "dialog-share" },
    { button: "Delete Project", name: "dialog-delete" },
  ];
  for (const { button, name } of dialogs) {
    await page.goto(projectPath);
    await settle(page);
    await page.getByRole("button", { name: button, exact: true }).first().click();
    await page.getByRole("dialog").or(page.getByRole("alertdialog")).waitFor();
    // A dialog sits over the first screen; the page behind it is in the other pictures.
    await shoot(page, name, { fullPage: false });
  }
}

const PUBLIC_PAGES = [
  { path: "/", name: "site-home" },
  { path: "/about", name: "site-about" },
  { path: "/services", name: "site-services" },
  { path: "/contact", name: "site-contact" },
  { path: "/no-such-page", name: "site-not-found" },
];

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "build", "client", "index.html"))) {
    run([path.join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build"], envWith({}));
  }
  const dataDir = makeDataDir("folio-screenshots-");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Without DATABASE_URL, so the seed and the app share this throwaway embedded database.
  const env = envWith({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Seven accounts sign in per width; the sign-in limit is for strangers, not this script.
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  delete env.DATABASE_URL;
  run(["--import", "tsx", "scripts/seed-demo.ts"], env);

  const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: ROOT, env, stdio: "inherit" });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    await waitFor(`${origin}/api/health`, 120_000);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    // Pictures of pages that no longer exist must not linger.
    for (const old of fs.readdirSync(OUT_DIR)) if (old.endsWith(".png")) fs.rmSync(path.join(OUT_DIR, old));
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "Admin");
    if (!admin) throw new Error("No demo Admin account");

    for (const viewport of VIEWPORTS) {
      const newContext = () => browser.newContext({ viewport, baseURL: origin, reducedMotion: "reduce" });
      const shoot: Shoot = async (page, name, options) => {
        const file = path.join(OUT_DIR, `${name}-${viewport.name}.png`);
        // Charts draw as they come near the viewport: pass by every part of the page first.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: file, animations: "disabled", fullPage: options?.fullPage ?? true });
        process.stdout.write(`${path.relative(ROOT, file)}  (${page.url().replace(origin, "")})\n`);
      };

      const context = await newContext();
      const anonymous = await newContext();
      await signIn(context, origin, admin.email, admin.password);
      const params = { id: await demoProjectId(context, origin) };
      for (const { pattern } of platformPages()) {
        const page = await (pattern.endsWith("/login") ? anonymous : context).newPage();
        await openAndShoot(page, shoot, pathFor(pattern, params), pageSlug(pattern));
        await page.close();
      }
      const detail = await context.newPage();
      await shootProjectDetail(detail, shoot, pathFor("/platform/projects/:id", params));
      await detail.close();

      for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== "Admin")) {
        const roleContext = await newContext();
        await signIn(roleContext, origin, account.email, account.password);
        const page = await roleContext.newPage();
        await openAndShoot(page, shoot, "/platform/dashboard", `dashboard-${account.role.toLowerCase()}`);
        await roleContext.close();
      }
      const newMember = await newContext();
      if (viewport === VIEWPORTS[0]) await signUpWithoutRole(newMember, origin);
      else await signIn(newMember, origin, "new.member@meridian.demo", "folio-new-member-demo");
      const newMemberPage = await newMember.newPage();
      await openAndShoot(newMemberPage, shoot, "/platform/dashboard", "dashboard-no-role");
      await newMember.close();

      for (const { path: publicPath, name } of PUBLIC_PAGES) {
        const page = await anonymous.newPage();
        await openAndShoot(page, shoot, publicPath, name);
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
