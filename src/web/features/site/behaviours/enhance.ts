/**
 * Progressive enhancement for the prerendered public pages. Their HTML is complete without
 * JavaScript; small scripts add motion and interaction on top. The same script also serves pages
 * that React renders later during client-side navigation, so elements are picked up whenever they
 * appear and released when they leave the document.
 */
export type Cleanup = () => void;

export function enhance(selector: string, init: (element: HTMLElement) => Cleanup | undefined): void {
  const active = new Map<HTMLElement, Cleanup | undefined>();

  const sync = () => {
    for (const [element, cleanup] of active) {
      if (!element.isConnected) {
        cleanup?.();
        active.delete(element);
      }
    }
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (active.has(element)) continue;
      active.set(element, init(element));
      // Marks the hand-over from static HTML to script, for tests and for styles that need it.
      element.dataset.enhanced = "";
    }
  };

  whenReady(() => {
    sync();
    new MutationObserver(sync).observe(document.body, { childList: true, subtree: true });
  });
}

export function whenReady(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}
