import type { Page, TestInfo } from "@playwright/test";

/**
 * What the browser saw during a test that the failure's message leaves out: each document the page
 * loaded (a reload included) and each address it went to, console errors and warnings, uncaught
 * errors and requests that failed. Printed when the test fails, so a failure seen once on
 * a loaded machine, and not again, still says what the page went through.
 */
export class BrowserLog {
  private readonly started = Date.now();
  private readonly lines: string[] = [];

  /** Notes what `page` goes through, its lines marked with `label` (whose page it is). */
  watch(page: Page, label: string): Page {
    const note = (line: string) =>
      this.lines.push(`${((Date.now() - this.started) / 1000).toFixed(1)}s ${label}: ${line}`);
    // A document loaded (a reload too) and, apart from those, each change of address in the page.
    let address = "";
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) note(`loads ${request.url()}`);
    });
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame() || frame.url() === address) return;
      address = frame.url();
      note(`at ${address}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        note(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => note(`uncaught: ${error.message}`));
    page.on("requestfailed", (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
    );
    return page;
  }

  /** Prints the log to the run's output if the test failed. */
  reportIfFailed(testInfo: TestInfo): void {
    if (testInfo.status === testInfo.expectedStatus || this.lines.length === 0) return;
    process.stderr.write(`── what the browser saw in "${testInfo.title}":\n${this.lines.join("\n")}\n`);
  }
}
