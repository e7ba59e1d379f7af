/**
 * The features Playwright 1.65 turns off in Chromium (its `--disable-features` switch). Chromium
 * reads only the last `--disable-features` it is given, so a launch that adds its own must repeat
 * these, or it turns them back on. `tests/e2e/chromium-flags.spec.ts` fails when Playwright's list
 * changes, so this copy cannot fall behind unnoticed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The address bar's suggestion popup, drawn as web pages: every browser window (so every test's
 * page) preloaded it in two renderer processes of its own, though a headless run never opens it.
 * Turning it off took a new context with one page from 0.43 to 0.31 CPU s (20 contexts, twice).
 */
const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** Debian Chromium's flags for a headless run in a container: the e2e tests and scripts/screenshots.ts use them. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(",")}`,
];
