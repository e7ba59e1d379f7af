import { type RefCallback, useCallback, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport; once true, it stays true. False
 * on the server and in the browser's first render, so the page hydrates as it was drawn. Lets a
 * costly part below the fold (a chart and its library) load when the reader gets near it rather
 * than while the page starts.
 */
export function useNearViewport<T extends Element>(margin = "300px"): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
