/**
 * The suite's Chromium flags do what they claim: no address-bar popup is preloaded beside each
 * test's page, and the features Playwright turns off stay off although our `--disable-features`
 * replaces Playwright's own (Chromium reads only the last one).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "#tests/e2e/support/chromium";
// The suite's own test, so these run on a worker the other specs use rather than starting their own.
import { expect, test } from "./support/fixtures";

const featuresIn = (args: string[]) =>
  args.filter((arg) => arg.startsWith("--disable-features=")).flatMap((arg) => arg.split("=")[1].split(","));

/** The command line of the running browser process that was given `marker`. */
function commandLineWith(marker: string): string[] {
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // the process ended meanwhile
    }
    if (args.includes(marker) && !args.some((arg) => arg.startsWith("--type="))) return args;
  }
  throw new Error(`no browser process has ${marker}`);
}

test("a test's window preloads no address-bar popup", async ({ browser, page }) => {
  await page.setContent("<p>A page, so the window exists</p>");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://"))).toEqual([]);
  expect(targetInfos.filter((target) => target.type === "page").length).toBeGreaterThan(0);
});

test("every feature Playwright turns off is still off with our flags", async () => {
  const marker = `--folio-probe=${crypto.randomUUID()}`;
  const bare = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", marker] });
  try {
    const playwrights = featuresIn(commandLineWith(marker));
    expect(playwrights.length).toBeGreaterThan(5);
    expect(featuresIn(CHROMIUM_ARGS)).toEqual(expect.arrayContaining(playwrights));
  } finally {
    await bare.close();
  }
});
