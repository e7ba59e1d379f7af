import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * What the server's rendering of a page gives the app: the data cache the page is drawn from
 * (filled from the document's first data before the last render) and the nonce of the document's
 * inline scripts. In the browser it is empty: the app makes its own cache, and a nonce is never
 * read back from the document.
 */
export interface RenderContextValue {
  queryClient?: QueryClient;
  nonce?: string;
}

export const RenderContext = createContext<RenderContextValue>({});
