import { defineConfig, devices } from "@playwright/test";
import { parseToolEnv } from "#server/env";
import { E2E_BASE_URL, E2E_PORT } from "#tests/e2e/support/base-url";
import { CHROMIUM_ARGS } from "#tests/e2e/support/chromium";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the
 * real built app on a fresh embedded Postgres in .tmp/e2e. The first project signs
 * up the first account (which becomes Admin); the rest depend on it.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".tmp/e2e-results",
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails only on a busy machine waits on time instead of on a condition,
  // and is fixed, not retried.
  retries: 0,
  // Ceilings, not waits: a passing test takes no longer for them, and a busy shared 2-core machine
  // (the suite runs green with two busy loops beside it) stays inside them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    // A screenshot of a failure costs nothing on a pass; a trace of every test would cost a tenth of the run.
    screenshot: "only-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    // The page-by-page overflow and axe sweep is queued before the other specs (same phase, no
    // dependency, so a failure there skips nothing): the Admin's lists and board then hold a few
    // projects rather than every project the other specs make, which axe would walk card by card.
    // What it checks is each page's layout and markup, not how it copes with a large install.
    {
      name: "pages",
      testMatch: /platform-pages\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      testMatch: /.*\.spec\.ts/,
      testIgnore: /platform-pages\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    // What `npm start` runs: the server bundled from this checkout first (about two seconds), unless
    // `npm test`'s build stage has just done it. exec: the pid Playwright stops is the server's own,
    // which drains and stops Postgres on SIGTERM.
    command: [
      "rm -rf .tmp/e2e && mkdir -p .tmp/e2e",
      ...(parseToolEnv().E2E_SERVER_BUILT ? [] : ["node --import tsx scripts/build-server.ts"]),
      "exec node build/api/main.mjs",
    ].join(" && "),
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e/data",
      LOG_LEVEL: "warn",
      // Limits stay on: 5 failures per account, with a short lock (sign-in-throttle.spec.ts ends its
      // account's window in the database rather than waiting). The
      // per-address ceiling is raised because the whole suite signs in from 127.0.0.1.
      AUTH_RATE_LIMIT_MAX: "300",
      AUTH_ACCOUNT_LOCK_SECONDS: "20",
      CONTACT_RATE_LIMIT_MAX: "5",
    },
  },
});
