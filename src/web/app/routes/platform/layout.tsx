import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { AWAITING_APP_ATTRIBUTE } from "#shared/first-data";
import { meQueryOptions, seedSessionFromDocument } from "#web/lib/auth/use-me";
import { adoptBrowserSettings, documentQueries } from "#web/lib/first-data";
import { replayEarlyInput } from "#web/lib/platform-boot";
import { createQueryClient } from "#web/lib/query-client";
import { RenderContext } from "#web/lib/render-context";
import { usePointerModality } from "#web/lib/use-pointer-modality";

/**
 * The browser's data cache starts from the one the server drew the page with, so its first render
 * draws the same page (and hydrates it) instead of loading states.
 */
function browserQueryClient() {
  const client = createQueryClient();
  const queries = documentQueries();
  if (queries) hydrate(client, queries);
  seedSessionFromDocument(client);
  return client;
}

/** Data providers for every platform page; kept out of the public site's bundle. */
export default function PlatformLayout() {
  const rendering = useContext(RenderContext);
  const [queryClient] = useState(() => rendering.queryClient ?? browserQueryClient());
  // Drawn again (from the cache, without asking the network) when the browser's locale or time
  // zone differ from those the server drew with.
  const [drawing, setDrawing] = useState(0);
  usePointerModality();
  // The page is the app's now: it takes what was typed before, and its controls work (lib/platform-boot).
  useEffect(() => {
    if (adoptBrowserSettings()) setDrawing(1);
    void replayEarlyInput().then(() => document.documentElement.removeAttribute(AWAITING_APP_ATTRIBUTE));
    // The boot script asked who is signed in before the app ran. A page that never asks (the reset
    // page) would leave that answer unread, holding its connection open for as long as the page
    // stays; the cache takes it here, once (a page that asked first shares its request).
    void queryClient.prefetchQuery(meQueryOptions);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet key={drawing} />
    </QueryClientProvider>
  );
}
