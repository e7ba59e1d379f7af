import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import type { FirstData, PlatformRenderContext } from "#shared/first-data";
import { seedSessionFromDocument } from "#web/lib/auth/use-me";
import { readFirstDataFrom } from "#web/lib/first-data";
import { bootScript } from "#web/lib/platform-boot";
import { createQueryClient } from "#web/lib/query-client";
import { RenderContext } from "#web/lib/render-context";
import { startScriptsAfterFirstPaint } from "./start-after-paint";

declare module "react-router" {
  interface AppLoadContext {
    /** Given by the pages app for a platform page; absent when the build prerenders the public pages. */
    platform?: PlatformRenderContext;
  }
}

/**
 * The first data of the request being rendered. Rendering waits on promises and interleaves with
 * other requests' rendering, so each request's data travels with its own async context.
 */
const requestFirstData = new AsyncLocalStorage<FirstData | null>();
readFirstDataFrom(() => requestFirstData.getStore() ?? null);

/** How many times a page is drawn to find the reads it makes once earlier ones have answered. */
const MAX_DATA_PASSES = 3;

/** The whole document as one string, once everything in it is ready (no streaming: the pages are small). */
function renderDocument(app: ReactNode, nonce: string | undefined): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}

/**
 * Draws the page once per pass, and after each, answers the reads it asked for from the first
 * data (an answer taken is gone from what the document will carry). A read the first data does
 * not answer is dropped, so the page draws it loading, as the browser's first render will.
 */
async function fillFromFirstData(queryClient: QueryClient, draw: () => ReactNode): Promise<void> {
  seedSessionFromDocument(queryClient);
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(draw());
    const reads = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && !tried.has(query.queryHash));
    if (reads.length === 0) break;
    for (const query of reads) tried.add(query.queryHash);
    await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
  }
  queryClient.removeQueries({ predicate: (query) => query.state.status !== "success" });
}

/**
 * Every HTML document. A public page is rendered at build time (prerendered). A platform page is
 * rendered per request from its visitor's first data (read by the server through the API routes),
 * and the browser hydrates it: the document carries the data cache the page was drawn with, and
 * the answers not yet used, for the browser to draw the same page.
 */
/** The platform documents' boot script: the same text for every page. */
const BOOT_SCRIPT = bootScript();

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: { platform?: PlatformRenderContext },
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const platform = loadContext.platform;
  const nonce = platform?.nonce;
  const first: FirstData | null = platform?.firstData
    ? { ...platform.firstData, answers: { ...platform.firstData.answers } }
    : null;
  const queryClient = platform ? createQueryClient() : undefined;
  // A read the server cannot answer is not retried: it is the browser's to ask.
  queryClient?.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const draw = (context: EntryContext) => (
    <RenderContext.Provider value={{ queryClient, nonce, bootScript: BOOT_SCRIPT }}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </RenderContext.Provider>
  );
  const { html, failed } = await requestFirstData.run(first, async () => {
    // A pass only finds the page's reads: it leaves the router's hand-off stream to the document.
    if (queryClient)
      await fillFromFirstData(queryClient, () =>
        draw({ ...routerContext, serverHandoffStream: undefined, renderMeta: {} }),
      );
    return renderDocument(draw(routerContext), nonce);
  });
  if (platform && first && queryClient) platform.rendered = { ...first, queries: dehydrate(queryClient) };
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A signed-in page is complete without its scripts, and paints first; the login page and the
  // shell's loading state (no first data) need them to be of any use, so they start at once.
  const document = first ? startScriptsAfterFirstPaint(html) : html;
  return new Response(document, { status: failed ? 500 : status, headers });
}
