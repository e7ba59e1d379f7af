import { useCallback, useEffect, useRef } from "react";
import { type Blocker, type BlockerFunction, useBlocker } from "react-router";

/**
 * While a form holds unsaved changes, leaving asks first: an in-app navigation (a
 * link, the back button) is held by the router's blocker until the user confirms,
 * and closing or reloading the tab brings up the browser's own prompt. `release()`
 * lets the next navigation through, for the one after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; release: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}
