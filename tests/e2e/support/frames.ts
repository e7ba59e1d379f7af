import type { Page } from "@playwright/test";

/**
 * Resolves once the page has drawn two more frames: by then what a render scheduled (a toast
 * after an error's render, say) is on the page. For a count taken once, where a polled
 * assertion would wait for a wrong state to pass by itself (a stacked toast that times out).
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
