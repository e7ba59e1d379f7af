import { useCallback, useSyncExternalStore } from "react";
import { renderSettings } from "./first-data";

/** The platform's phone layout applies below 768px. */
export const PHONE_QUERY = "(max-width: 767px)";

/**
 * What the server assumed for a query: for the phone layout, what the browser last told it (see
 * lib/platform-boot), else no match. The browser's first render uses the same answer, so it draws
 * what the server sent, then follows the real window.
 */
function serverAnswer(query: string): boolean {
  return query === PHONE_QUERY ? (renderSettings().phone ?? false) : false;
}

/** Whether a CSS media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverAnswer(query),
  );
}
