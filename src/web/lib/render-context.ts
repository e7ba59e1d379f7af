import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * What the server's rendering of a page gives the app: the data cache the page is drawn from
 * (filled from the document's first data before the last render), the nonce of the document's
 * inline scripts, and the platform's boot script (lib/platform-boot). In the browser it is empty:
 * the app makes its own cache, a nonce is never read back from the document, and the boot script
 * has run already, so the browser's bundle does not carry it.
 */
export interface RenderContextValue {
  queryClient?: QueryClient;
  nonce?: string;
  bootScript?: string;
}

export const RenderContext = createContext<RenderContextValue>({});
