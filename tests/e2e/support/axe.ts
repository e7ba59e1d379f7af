/**
 * Axe (axe-core) run in the page as it stands, driven directly rather than through
 * @axe-core/playwright (decision 039): that wrapper sends and compiles axe's 550 KB source twice
 * per check, which was a third of each check's CPU. Here the source is sent once per document, so
 * a page checked at two widths compiles it once.
 */

import type { Page } from "@playwright/test";
import axe from "axe-core";

/** One violation: the rule's id and the selector of each element it found. */
export interface AxeViolation {
  id: string;
  nodes: string[];
}

type WindowWithAxe = Window & { axe?: typeof axe };

/**
 * Axe's violations on the page, with the elements under `exclude` left out. Only violations are
 * collected, as they are all that is asserted. A page with a frame is refused: axe would wait on a
 * frame it was never sent to, and the platform and the site have none.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has a frame, which these checks do not reach`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    const loaded = (window as WindowWithAxe).axe;
    if (!loaded) throw new Error("axe-core did not load");
    const context = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
    const { violations } = await loaded.run(context, { resultTypes: ["violations"] });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  }, exclude);
}
