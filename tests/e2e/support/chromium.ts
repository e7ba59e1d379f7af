/** Debian Chromium's flags for a headless run in a container: the e2e tests and scripts/screenshots.ts use them. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
